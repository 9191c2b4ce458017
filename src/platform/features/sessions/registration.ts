/**
 * Server-side registration rules: the merchant's field settings (overridable by the server's
 * `registration` setting), required flags, patterns, password confirmation, age and birthday.
 * The portal runs the same checks for convenience; these are the ones that count.
 */
import { checkField, type FieldProblem, type FieldSetting } from '../../../shared/patterns.ts';
import type { RouteDeps } from '../../context.ts';
import type { Registration } from '../../../generated/merchant.ts';
import type { Merchant, RegistrationSettings } from '../../merchants.ts';

export type RegisterMode = 'username' | 'mobile';

/** Fields with their own handling (captcha and SMS code are consumed, confirmation compared). */
const SPECIAL = new Set(['captcha', 'verificationCode', 'confirmPassword']);

/** The server's `registration` setting over the merchant file's: top-level keys, then field by field. */
export function mergeRegistration(base: RegistrationSettings, overrides: unknown): RegistrationSettings {
  if (!overrides || typeof overrides !== 'object') return base;
  const o = overrides as Partial<RegistrationSettings>;
  // Field by field, like the portal's merge: an override that names only shown/required keeps
  // the file's pattern (the captcha generator and the form then read the same rule).
  const fields = { ...base.fields };
  for (const [name, setting] of Object.entries(o.fields ?? {})) fields[name] = { ...fields[name], ...setting };
  return { ...base, ...o, fields };
}

/**
 * The settings as the call schemas send them (the merchant schema's Registration): the platform's
 * view keeps the birthday format optional and the fields open.
 */
export function registrationValue(settings: RegistrationSettings): Registration {
  return { ...settings, fields: settings.fields, birthdayFormat: settings.birthdayFormat === 'MM-dd-yyyy' ? 'MM-dd-yyyy' : 'yyyy-MM-dd' };
}

export async function effectiveRegistration(deps: RouteDeps, merchant: Merchant): Promise<RegistrationSettings> {
  return mergeRegistration(merchant.registration, (await deps.stores.settings.merchantSettings(merchant.code)).registration);
}

function settingFor(name: string, settings: RegistrationSettings, mode: RegisterMode, merchant: Merchant): FieldSetting | null {
  const configured = settings.fields[name];
  if (mode === 'username' && (name === 'username' || name === 'password')) {
    return { shown: true, required: true, ...(configured?.pattern ? { pattern: configured.pattern } : {}) };
  }
  if (mode === 'mobile') {
    if (name === 'username') return null;
    if (name === 'mobileNum') return { shown: true, required: true, ...(configured?.pattern ? { pattern: configured.pattern } : {}) };
    if (name === 'password') {
      if (!merchant.features.mobileRegisterPassword) return null;
      return { shown: true, required: true, ...(configured?.pattern ? { pattern: configured.pattern } : {}) };
    }
  }
  return configured ?? null;
}

export type FieldProblems = Record<string, FieldProblem>;

export function parseBirthday(text: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) ? date : null;
}

export function ageOn(birthday: Date, now: number): number {
  const today = new Date(now);
  let age = today.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birthday.getUTCMonth() ||
    (today.getUTCMonth() === birthday.getUTCMonth() && today.getUTCDate() < birthday.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function checkRegistration(
  payload: Record<string, unknown>,
  settings: RegistrationSettings,
  mode: RegisterMode,
  merchant: Merchant,
  now: number,
): FieldProblems {
  const problems: FieldProblems = {};
  const names = new Set([...Object.keys(settings.fields), 'username', 'password', 'mobileNum']);
  for (const name of names) {
    if (SPECIAL.has(name)) continue;
    const setting = settingFor(name, settings, mode, merchant);
    if (!setting) continue;
    const raw = payload[name];
    const value = typeof raw === 'string' ? raw : '';
    // The mobile form is short (number, code, maybe password): other fields are checked only
    // when sent, never required there.
    const effective = mode === 'mobile' && !['mobileNum', 'password'].includes(name) ? { ...setting, required: false } : setting;
    const problem = checkField(value, effective);
    if (problem) problems[name] = problem;
  }
  const password = typeof payload.password === 'string' ? payload.password : '';
  const needsConfirm = mode === 'username' || (merchant.features.mobileRegisterPassword && password !== '');
  if (needsConfirm && payload.confirmPassword !== password) {
    problems.confirmPassword = { messageKey: 'register.confirmPassword.mismatch', params: { min: 0, max: 0 } };
  }
  if (settings.ageConfirmation.enabled && payload.ageConfirmed !== true) {
    problems.ageConfirmed = { messageKey: 'register.age.confirm', params: { min: settings.ageConfirmation.age, max: 0 } };
  }
  if (typeof payload.birthday === 'string' && payload.birthday !== '') {
    const birthday = parseBirthday(payload.birthday);
    if (!birthday) problems.birthday = { messageKey: 'register.birthday.format', params: { min: 0, max: 0 } };
    else if (ageOn(birthday, now) < settings.birthdayMinAge) {
      problems.birthday = { messageKey: 'register.birthday.minAge', params: { min: settings.birthdayMinAge, max: 0 } };
    }
  }
  return problems;
}

/** Optional fields kept on the member's profile: only those the merchant shows. */
export function profileFields(payload: Record<string, unknown>, settings: RegistrationSettings): Record<string, string> {
  const skip = new Set(['username', 'password', 'confirmPassword', 'captcha', 'verificationCode', 'mobileNum', 'email', 'payeeName', 'paymentPassword', 'affiliateCode', 'referralCode']);
  const out: Record<string, string> = {};
  for (const [name, setting] of Object.entries(settings.fields)) {
    const value = payload[name];
    if (!skip.has(name) && setting.shown && typeof value === 'string' && value.trim() !== '') out[name] = value.trim();
  }
  return out;
}

export const shownValue = (payload: Record<string, unknown>, settings: RegistrationSettings, name: string): string | null => {
  const value = payload[name];
  return settings.fields[name]?.shown && typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};
