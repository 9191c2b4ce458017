// The registration form built from each merchant's config: fields per mode, the ＊ mark on
// required placeholders, and the pattern-rule validator (no ajv) with translated messages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRegisterForm, mergeRegistration, registerModes, rulesFor, REQUIRED_MARK, type RegistrationConfig } from '../../src/portal/features/registration/schema.ts';
import { PatternValidator, registrationProblems } from '../../src/portal/features/registration/validator.ts';

const EN = JSON.parse(readFileSync(new URL('../../src/shared/i18n/locales/EN.json', import.meta.url), 'utf8')) as Record<string, string>;
const t = (key: string, params: Record<string, unknown> = {}) => (EN[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

function merchant(code: string) {
  return JSON.parse(readFileSync(new URL(`../../merchants/${code}/merchant.json`, import.meta.url), 'utf8')) as {
    registration: RegistrationConfig;
    features: { usernameRegister: boolean; mobileRegister: boolean; registerSmsVerification: boolean; mobileRegisterPassword: boolean };
  };
}

const today = new Date('2026-06-01T00:00:00Z');

describe('registration form from merchant config', () => {
  it('bdwin: username mode asks username and passwords (and the mobile with its SMS code, as configured); mobile mode no username', () => {
    const m = merchant('bdwin');
    const rules = rulesFor(m.registration, m.features);
    expect(registerModes(m.features)).toEqual(['username', 'mobile']);
    const username = buildRegisterForm('username', rules, t, false);
    expect(username.fields.slice(0, 5)).toEqual(['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword']);
    expect(username.fields).toContain('affiliateCode');
    const withoutMobile = mergeRegistration(m.registration, { fields: { mobileNum: { ...m.registration.fields.mobileNum!, shown: false, required: false } } });
    const plain = buildRegisterForm('username', rulesFor(withoutMobile, m.features), t, false);
    expect(plain.fields.slice(0, 3)).toEqual(['username', 'password', 'confirmPassword']);
    expect(plain.fields).not.toContain('verificationCode');
    const mobile = buildRegisterForm('mobile', rules, t, false);
    expect(mobile.fields).not.toContain('username');
    expect(mobile.fields).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode', 'password', 'confirmPassword']));
    expect((mobile.uiSchema.verificationCode as Record<string, unknown>)['ui:widget']).toBe('smsCode');
  });

  it('marks required placeholders with ＊ and leaves optional ones plain', () => {
    const m = merchant('bdwin');
    const form = buildRegisterForm('username', rulesFor(m.registration, m.features), t, false);
    expect((form.uiSchema.username as Record<string, unknown>)['ui:placeholder']).toBe(`${REQUIRED_MARK}Username`);
    expect((form.uiSchema.email as Record<string, unknown>)['ui:placeholder']).toBe('Email');
    expect((form.uiSchema.password as Record<string, { inputType?: string }>)['ui:options']?.inputType).toBe('password');
  });

  it('vnlotto: mobile mode has no password (mobileRegPass off); cnstar has no mobile mode', () => {
    const vn = merchant('vnlotto');
    expect(buildRegisterForm('mobile', rulesFor(vn.registration, vn.features), t, false).fields).not.toContain('password');
    expect(registerModes(merchant('cnstar').features)).toEqual(['username']);
  });

  it('hides the affiliate input once the affiliate lookup succeeded', () => {
    const m = merchant('cnstar');
    expect(buildRegisterForm('username', rulesFor(m.registration, m.features), t, true).fields).not.toContain('affiliateCode');
  });

  it('an operator setting from the platform overrides the merchant default per field', () => {
    const m = merchant('bdwin');
    const merged = mergeRegistration(m.registration, { fields: { captcha: { shown: false, required: false } } });
    expect(buildRegisterForm('username', rulesFor(merged, m.features), t, false).fields).not.toContain('captcha');
    expect(merged.fields.username).toEqual(m.registration.fields.username);
  });

  it('age confirmation is a checkbox with the configured age', () => {
    const m = merchant('bdwin');
    const form = buildRegisterForm('username', rulesFor(m.registration, m.features), t, false);
    expect(form.schema.properties?.ageConfirmed).toMatchObject({ type: 'boolean', title: 'I confirm I am at least 18 years old' });
  });
});

describe('pattern-rule validator', () => {
  const m = merchant('cnstar');
  const rules = rulesFor({ ...m.registration, fields: { ...m.registration.fields, captcha: { shown: false, required: false } } }, m.features);
  const validator = new PatternValidator((values) => registrationProblems(values, 'username', rules, false, today), t);

  it('puts a translated message next to each failing field', () => {
    const { errors, errorSchema } = validator.validateFormData({ username: '1abc', password: 'weak', confirmPassword: 'other', payeeName: 'John', paymentPassword: '12' });
    const byField = Object.fromEntries(errors.map((e) => [e.property, e.message]));
    expect(byField['.username']).toBe('5–11 letters or digits, starting with a letter');
    expect(byField['.password']).toBe('8–20 characters with an upper-case letter, a lower-case letter, a digit and a symbol');
    expect(byField['.confirmPassword']).toBe('Incorrect confirmation input');
    expect(byField['.payeeName']).toBe('2–20 Chinese characters or punctuation');
    expect(byField['.paymentPassword']).toBe('6–6 digits only');
    expect(byField['.ageConfirmed']).toBe('Please confirm you are at least 18 years old');
    expect((errorSchema as Record<string, { __errors: string[] }>).username?.__errors).toEqual([byField['.username']]);
  });

  it('passes a complete, valid form and reports required fields as empty', () => {
    expect(validator.validateFormData({ username: 'abc123', password: 'Abc@1234', confirmPassword: 'Abc@1234', payeeName: '张三', paymentPassword: '123456', ageConfirmed: true }).errors).toEqual([]);
    const { errors } = validator.validateFormData({ ageConfirmed: true });
    expect(errors.find((e) => e.property === '.username')?.message).toBe(EN['pattern.required']);
  });
});
