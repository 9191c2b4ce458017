/** Registration form rules (spec 5): which fields show, which are required, and the first error. */
import { checkField, type FieldSetting } from '../../src/shared/patterns.ts';
import { ageConfirmationSatisfied, isOldEnough } from './age.ts';
import { isBlank } from './fields.ts';

export type RegisterMode = 'username' | 'mobile';

export interface RegistrationRules {
  fields: Record<string, FieldSetting>;
  /** features.registerSmsVerification (REGMOBVERF3): the SMS code field in mobile mode. */
  smsVerification: boolean;
  /** features.mobileRegisterPassword (mobileRegPass): a password in mobile mode. */
  mobilePassword: boolean;
  ageConfirmation: { enabled: boolean; age: number };
  birthdayMinAge: number;
}

const ALWAYS_REQUIRED: FieldSetting = { shown: true, required: true };

/** The settings actually applied to a field in a mode (spec 5's fixed rules on top of the server's). */
export function effectiveField(name: string, mode: RegisterMode, rules: RegistrationRules, affiliateHidden = false): FieldSetting {
  const server = rules.fields[name];
  const base: FieldSetting = server ?? { shown: false, required: false };
  switch (name) {
    case 'username':
      return mode === 'username' ? { ...base, shown: true, required: true } : { ...base, shown: false, required: false };
    case 'password':
    case 'confirmPassword':
      return mode === 'username' || rules.mobilePassword ? { ...base, shown: true, required: true } : { ...base, shown: false, required: false };
    case 'mobileNum':
      return mode === 'mobile' ? { ...base, shown: true, required: true } : base;
    case 'verificationCode': {
      // The SMS code goes with the mobile number: always in mobile mode, and in username mode
      // when the server shows both fields (REGMOBVERF3 on).
      const withMobile = mode === 'mobile' || (server?.shown === true && rules.fields.mobileNum?.shown === true);
      return rules.smsVerification && withMobile ? { ...ALWAYS_REQUIRED, ...(server?.pattern ? { pattern: server.pattern } : {}) } : { shown: false, required: false };
    }
    case 'paymentPassword':
      return base.shown ? { ...base, required: true } : base;
    case 'affiliateCode':
      return affiliateHidden ? { ...base, shown: false, required: false } : base;
    default:
      return base;
  }
}

/** Field names the form shows in a mode. */
export function shownFields(mode: RegisterMode, rules: RegistrationRules, affiliateHidden = false): string[] {
  // The fixed fields first, in form order, then the server's optional ones.
  const names = new Set(['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', ...Object.keys(rules.fields)]);
  return [...names].filter((name) => effectiveField(name, mode, rules, affiliateHidden).shown);
}

export interface RegistrationProblem {
  field: string;
  messageKey: string;
  params?: { min: number; max: number };
}

/** The first problem of the form, or null when it may be sent. */
export function registrationProblem(
  values: Record<string, string>,
  mode: RegisterMode,
  rules: RegistrationRules,
  ageConfirmed: boolean,
  today: Date,
  affiliateHidden = false,
): RegistrationProblem | null {
  for (const field of shownFields(mode, rules, affiliateHidden)) {
    if (field === 'confirmPassword') continue;
    const value = (values[field] ?? '').trim();
    const problem = checkField(value, effectiveField(field, mode, rules, affiliateHidden));
    if (problem) return { field, ...problem };
  }
  if (shownFields(mode, rules, affiliateHidden).includes('confirmPassword') && (values.confirmPassword ?? '') !== (values.password ?? '')) {
    return { field: 'confirmPassword', messageKey: 'error.confirmMismatch' };
  }
  const birthday = values.birthday ?? '';
  if (rules.fields.birthday?.shown && !isBlank(birthday) && !isOldEnough(birthday, rules.birthdayMinAge, today)) {
    return { field: 'birthday', messageKey: 'error.confirmAge21', params: { min: rules.birthdayMinAge, max: rules.birthdayMinAge } };
  }
  if (!ageConfirmationSatisfied(rules.ageConfirmation.enabled, ageConfirmed)) {
    return { field: 'ageConfirmed', messageKey: 'error.confirmAge', params: { min: rules.ageConfirmation.age, max: rules.ageConfirmation.age } };
  }
  return null;
}
