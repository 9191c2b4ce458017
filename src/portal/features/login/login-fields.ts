// The login dialog's fields come from the login call's request schema (schemas/api/login.json)
// and the merchant's forms.login settings (order, labels, help texts, placeholders, hidden
// fields, extra patterns), built the way every schema form is (forms/ui-schema.ts). Each step
// of the dialog shows some of the request's fields: the SMS tab sends its code as `password`.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginField } from '../../../../flows/login.machine.ts';
import type { LoginRequest } from '../../../generated/api/login.ts';
import type { FormSettings } from '../../../generated/merchant.ts';
import { useConfig } from '../../app/config-context.tsx';
import { buildSchemaForm, patternProblems, type BuiltSchemaForm, type FieldSpec } from '../../forms/ui-schema.ts';

export type LoginStep = 'password' | 'sms' | 'captcha';

// The widget decides nothing here but the type; how each field is typed (keyboard, autofill)
// is the sign-in fields' table (shell/field-input.ts).
const STEPS: Record<LoginStep, Record<string, FieldSpec>> = {
  password: { username: { widget: 'text', label: 'field.username' }, password: { widget: 'password', label: 'field.password' } },
  sms: { mobileNum: { widget: 'text', label: 'field.mobileNum' }, password: { widget: 'text', label: 'field.verificationCode' } },
  captcha: { captcha: { widget: 'text', label: 'field.captcha' } },
};

/**
 * The request's fields, as the call schema's generated type has them (a field added to or dropped
 * from schemas/api/login.json is a type error here): the call schema's JSON itself, with its
 * descriptions, would join the first download of a merchant whose first screen is this dialog.
 */
const FIELDS: Record<keyof LoginRequest, true> = {
  type: true, username: true, password: true, captcha: true, mobileNum: true, verificationCode: true,
  channel: true, idToken: true, loginDeviceId: true, rememberDevice: true,
};
const request = { properties: FIELDS };

const NO_SETTINGS = {};

export const LOGIN_CALL = 'login';
export const loginRequest = request;
export const loginStepSpec = (step: LoginStep): Record<string, FieldSpec> => STEPS[step];

const EMPTY: Record<LoginField, string> = { username: '', password: '', captcha: '', mobileNum: '', code: '' };
/** The request fields the machine holds under the same name (the SMS code is its own, `code`). */
const SAME_NAME = ['username', 'password', 'mobileNum'] as const;

/**
 * The values the login machine starts with: empty, but a field the merchant hid carries its
 * default (forms.login), since nobody can type it. The captcha is left out: the machine clears
 * it whenever a new image shows.
 */
export function loginStartValues(settings: FormSettings = NO_SETTINGS): Record<LoginField, string> {
  const values = { ...EMPTY };
  for (const name of SAME_NAME) {
    const field = settings.fields?.[name];
    if (field?.hidden && field.default !== undefined) values[name] = field.default;
  }
  return values;
}

/** One step's fields as the merchant shaped them, and the merchant's pattern problems of its values (message keys). */
export function useLoginFields(step: LoginStep): { built: BuiltSchemaForm; patterns: (values: Record<string, string>) => Record<string, string> } {
  const { t } = useTranslation();
  // Read here, not through forms/settings.ts: that module would be one more file in the first download.
  const settings = useConfig().forms?.login ?? NO_SETTINGS;
  const built = useMemo(() => buildSchemaForm(STEPS[step], request, settings, t), [step, settings, t]);
  return { built, patterns: (values) => patternProblems(values, settings) };
}
