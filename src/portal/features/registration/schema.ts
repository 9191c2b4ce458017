// The registration form as JSON Schema + uiSchema for react-jsonschema-form, built from the
// merchant's registration config merged with GET /wps/system/setting/register (same shape;
// the server's field settings win). Pure: unit-tested without a browser.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldSetting } from '../../../shared/patterns.ts';
import { fieldInput } from '../../shell/field-input.ts';
import { effectiveField, shownFields, type RegisterMode, type RegistrationRules } from '../../../../flows/rules/registration.ts';

export interface RegistrationConfig {
  fields: Record<string, FieldSetting & Record<string, unknown>>;
  ageConfirmation: { enabled: boolean; age: number };
  birthdayMinAge: number;
  smsCodeLength?: number;
}

export interface RegisterFeatures {
  usernameRegister: boolean;
  mobileRegister: boolean;
  registerSmsVerification: boolean;
  mobileRegisterPassword: boolean;
}

export function mergeRegistration(merchant: RegistrationConfig, server: Partial<RegistrationConfig> | null | undefined): RegistrationConfig {
  if (!server) return merchant;
  const fields: RegistrationConfig['fields'] = { ...merchant.fields };
  for (const [name, setting] of Object.entries(server.fields ?? {})) {
    fields[name] = { ...(merchant.fields[name] ?? {}), ...setting };
  }
  return {
    fields,
    ageConfirmation: server.ageConfirmation ?? merchant.ageConfirmation,
    birthdayMinAge: server.birthdayMinAge ?? merchant.birthdayMinAge,
    ...(server.smsCodeLength ?? merchant.smsCodeLength ? { smsCodeLength: server.smsCodeLength ?? merchant.smsCodeLength } : {}),
  };
}

export function rulesFor(config: RegistrationConfig, features: RegisterFeatures): RegistrationRules {
  return {
    fields: config.fields,
    smsVerification: features.registerSmsVerification,
    mobilePassword: features.mobileRegisterPassword,
    ageConfirmation: config.ageConfirmation,
    birthdayMinAge: config.birthdayMinAge,
  };
}

/** The modes the merchant offers, username first. */
export function registerModes(features: RegisterFeatures): RegisterMode[] {
  const modes: RegisterMode[] = [];
  if (features.usernameRegister) modes.push('username');
  if (features.mobileRegister) modes.push('mobile');
  return modes;
}

/** Display order: account fields first, then the rest in config order. */
const LEADING = ['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'paymentPassword'];
const TRAILING = ['affiliateCode', 'referralCode', 'captcha'];

export function orderedFields(names: string[]): string[] {
  const lead = LEADING.filter((n) => names.includes(n));
  const trail = TRAILING.filter((n) => names.includes(n));
  const middle = names.filter((n) => !LEADING.includes(n) && !TRAILING.includes(n));
  return [...lead, ...middle, ...trail];
}

export const REQUIRED_MARK = '＊';

export interface BuiltForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fields: string[];
}

export function buildRegisterForm(
  mode: RegisterMode,
  rules: RegistrationRules,
  t: (key: string, params?: Record<string, unknown>) => string,
  affiliateHidden: boolean,
): BuiltForm {
  const fields = orderedFields(shownFields(mode, rules, affiliateHidden));
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': [...fields, 'ageConfirmed'], 'ui:submitButtonOptions': { norender: true } };
  for (const name of fields) {
    const setting = effectiveField(name, mode, rules, affiliateHidden);
    const label = t(`field.${name}`);
    properties[name] = { type: 'string', title: label };
    const input = fieldInput(name);
    uiSchema[name] = {
      'ui:placeholder': `${setting.required ? REQUIRED_MARK : ''}${label}`,
      'ui:autocomplete': input.autoComplete,
      // Read by the form's text widget (type and inputmode: the phone's keyboard).
      'ui:options': { inputType: input.type ?? 'text', ...(input.inputMode ? { inputMode: input.inputMode } : {}) },
      ...(name === 'verificationCode' ? { 'ui:widget': 'smsCode' } : {}),
      ...(name === 'captcha' ? { 'ui:widget': 'captcha' } : {}),
      ...(name === 'birthday' ? { 'ui:widget': 'date' } : {}),
    };
  }
  if (rules.ageConfirmation.enabled) {
    properties.ageConfirmed = { type: 'boolean', title: t('register.ageConfirm', { age: rules.ageConfirmation.age }) };
    uiSchema.ageConfirmed = { 'ui:widget': 'checkbox' };
  }
  // `required` is left out on purpose: the validator (patterns.ts rules) owns every message, so
  // the browser never shows its own untranslated bubbles.
  return { schema: { type: 'object', properties }, uiSchema, fields };
}
