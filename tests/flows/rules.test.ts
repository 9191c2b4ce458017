import { describe, expect, it } from 'vitest';
import { isBlank, missingFields, trim, trimAll } from '../../flows/rules/fields.ts';
import { deadlineAfter, remainingSeconds, smsCountdownSeconds, throttleAllows } from '../../flows/rules/throttle.ts';
import { ageConfirmationSatisfied, ageOn, isOldEnough, parseBirthday } from '../../flows/rules/age.ts';
import { isAgentType, loginFormError, passwordChangeForced } from '../../flows/rules/login.ts';
import { changePasswordError, changePasswordProblem, passwordProblem } from '../../flows/rules/password.ts';
import { effectiveField, registrationProblem, shownFields, type RegistrationRules } from '../../flows/rules/registration.ts';
import { firstChatPath, isHttpUrl } from '../../flows/rules/url.ts';
import { lowersBelowDownline } from '../../flows/contract.machine.ts';
import { confirmationDeadline, isProofImage } from '../../flows/withdrawalConfirmation.machine.ts';
import { launchUrl } from '../../flows/gameLaunch.machine.ts';
import { emailTabError, phoneTabError } from '../../flows/forgotPassword.machine.ts';
import { oldPasswordAsked } from '../../flows/changePassword.machine.ts';
import { errorCarriesCaptcha, toFlowError } from '../../flows/types.ts';

describe('fields', () => {
  it('trims and finds blanks', () => {
    expect(trim('  a ')).toBe('a');
    expect(trim(undefined)).toBe('');
    expect(isBlank(' \t ')).toBe(true);
    expect(isBlank(' x ')).toBe(false);
    expect(missingFields({ a: ' ', b: 'x', c: undefined }, ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(trimAll({ a: ' x ', n: 3 })).toEqual({ a: 'x', n: 3 });
  });
});

describe('throttles and countdowns', () => {
  it('allows one action per interval', () => {
    expect(throttleAllows(null, 0, 1000)).toBe(true);
    expect(throttleAllows(5000, 5999, 1000)).toBe(false);
    expect(throttleAllows(5000, 6000, 1000)).toBe(true);
  });
  it('keeps a deadline and derives whole seconds left', () => {
    const deadline = deadlineAfter(10_000, 60);
    expect(deadline).toBe(70_000);
    expect(remainingSeconds(deadline, 10_000)).toBe(60);
    expect(remainingSeconds(deadline, 69_001)).toBe(1);
    expect(remainingSeconds(deadline, 70_000)).toBe(0);
    expect(remainingSeconds(deadline, 99_000)).toBe(0);
    expect(remainingSeconds(null, 0)).toBe(0);
  });
  it('uses 60 s for login and expiredMinutes × 60 otherwise', () => {
    expect(smsCountdownSeconds(60, 5, 3)).toBe(60);
    expect(smsCountdownSeconds(null, 5, 3)).toBe(300);
    expect(smsCountdownSeconds(null, undefined, 3)).toBe(180);
    expect(smsCountdownSeconds(null, 0, 2)).toBe(120);
  });
});

describe('age', () => {
  it('requires the box only when enabled', () => {
    expect(ageConfirmationSatisfied(true, false)).toBe(false);
    expect(ageConfirmationSatisfied(true, true)).toBe(true);
    expect(ageConfirmationSatisfied(false, false)).toBe(true);
  });
  it('parses both date formats and rejects impossible dates', () => {
    expect(parseBirthday('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseBirthday('02-28-2001')).toEqual({ year: 2001, month: 2, day: 28 });
    expect(parseBirthday('2001-02-29')).toBeNull();
    expect(parseBirthday('29/02/2000')).toBeNull();
  });
  it('counts full years (21 on the birthday, not the day before)', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(ageOn({ year: 2005, month: 6, day: 15 }, today)).toBe(21);
    expect(isOldEnough('2005-06-15', 21, today)).toBe(true);
    expect(isOldEnough('2005-06-16', 21, today)).toBe(false);
    expect(isOldEnough('06-16-2005', 18, today)).toBe(true);
    expect(isOldEnough('not a date', 18, today)).toBe(false);
  });
});

describe('login rules', () => {
  const empty = { username: '', password: '', captcha: '', mobileNum: '', code: '' };
  it('requires trimmed username and password, and the captcha once shown', () => {
    expect(loginFormError({ ...empty, username: ' ', password: 'x' }, 'username', false)).toBe('error.enterUsernamePassword');
    expect(loginFormError({ ...empty, username: 'a', password: 'b' }, 'username', false)).toBeNull();
    expect(loginFormError({ ...empty, username: 'a', password: 'b' }, 'username', true)).toBe('error.enterCaptcha');
    expect(loginFormError({ ...empty, username: 'a', password: 'b', captcha: ' 12 ' }, 'username', true)).toBeNull();
  });
  it('needs mobile number and code for SMS login, nothing for firebase', () => {
    expect(loginFormError({ ...empty, code: '1' }, 'sms', false)).toBe('error.enterValidMobile');
    expect(loginFormError({ ...empty, mobileNum: '1' }, 'sms', false)).toBe('error.enterValidCode');
    expect(loginFormError({ ...empty, mobileNum: '1', code: '2' }, 'sms', true)).toBeNull();
    expect(loginFormError(empty, 'firebase', true)).toBeNull();
  });
  it('forces a password change on first login, default or expired password, never for sms or firebase', () => {
    const policy = { forcePasswordChange: true, passwordExpiryOn: true, defaultPassword: 'Default@1' };
    expect(passwordChangeForced({ firstTimeLogin: true }, 'username', 'x', policy)).toBe(true);
    expect(passwordChangeForced({ passwordExpired: true }, 'username', 'x', policy)).toBe(true);
    expect(passwordChangeForced({}, 'username', ' Default@1 ', policy)).toBe(true);
    expect(passwordChangeForced({}, 'username', 'Other@1', policy)).toBe(false);
    expect(passwordChangeForced({ firstTimeLogin: true, passwordExpired: true }, 'sms', 'Default@1', policy)).toBe(false);
    expect(passwordChangeForced({ firstTimeLogin: true, passwordExpired: true }, 'firebase', 'Default@1', policy)).toBe(false);
    expect(passwordChangeForced({ passwordExpired: true }, 'username', 'x', { ...policy, passwordExpiryOn: false })).toBe(false);
    expect(passwordChangeForced({ firstTimeLogin: true }, 'username', 'x', { ...policy, forcePasswordChange: false })).toBe(false);
  });
  it('flags agents by member type', () => {
    expect([1, 2, 4, 41, 42].every(isAgentType)).toBe(true);
    expect([0, 3, 5, 40].some(isAgentType)).toBe(false);
  });
  it('reads captcha requests from error values', () => {
    expect(errorCarriesCaptcha({ errorCode: 'x', value: { captcha: true } })).toBe(true);
    expect(errorCarriesCaptcha({ errorCode: 'x', value: null })).toBe(false);
    expect(errorCarriesCaptcha('boom')).toBe(false);
    expect(toFlowError({ errorCode: 'a', message: 'b', value: 1 })).toEqual({ errorCode: 'a', message: 'b', value: 1 });
  });
});

describe('password rules', () => {
  it('applies the pattern kind with its bounds', () => {
    expect(passwordProblem('abc')).toEqual({ messageKey: 'pattern.alnumSymbols', params: { min: 6, max: 20 } });
    expect(passwordProblem('abc123')).toBeNull();
    const strong = { kind: 'strongPassword' as const, min: 8, max: 20, messageKey: 'pattern.strongPassword' };
    expect(passwordProblem('abcdefgh1', strong)?.messageKey).toBe('pattern.strongPassword');
    expect(passwordProblem('Abcdefg1!', strong)).toBeNull();
  });
  it('asks the old password only when it is not known, and checks the confirmation', () => {
    const form = { oldPassword: '', newPassword: 'Changed@1', confirmNewPassword: 'Changed@1' };
    expect(changePasswordError(form, true)).toBe('error.inputEmpty');
    expect(changePasswordError(form, false)).toBeNull();
    expect(changePasswordError({ ...form, confirmNewPassword: 'Changed@2' }, false)).toBe('error.confirmMismatch');
    expect(changePasswordError({ ...form, newPassword: ' ', confirmNewPassword: ' ' }, false)).toBe('error.inputEmpty');
    expect(changePasswordError({ ...form, newPassword: 'ab', confirmNewPassword: 'ab' }, false)).toBe('pattern.alnumSymbols');
    expect(oldPasswordAsked({ username: 'u', currentPassword: null, forced: false })).toBe(true);
    expect(oldPasswordAsked({ username: 'u', currentPassword: 'p', forced: true })).toBe(false);
  });

  it('names the field each change-password problem shows under', () => {
    const form = { oldPassword: '', newPassword: 'Changed@1', confirmNewPassword: 'Changed@1' };
    expect(changePasswordProblem(form, true)).toEqual({ field: 'oldPassword', messageKey: 'error.inputEmpty' });
    expect(changePasswordProblem({ ...form, newPassword: 'ab', confirmNewPassword: 'ab' }, false)).toEqual({ field: 'newPassword', messageKey: 'pattern.alnumSymbols' });
    expect(changePasswordProblem({ ...form, confirmNewPassword: 'Changed@2' }, false)).toEqual({ field: 'confirmNewPassword', messageKey: 'error.confirmMismatch' });
    expect(changePasswordProblem(form, false)).toBeNull();
  });
});

describe('registration rules', () => {
  const rules: RegistrationRules = {
    fields: {
      username: { shown: true, required: true, pattern: { kind: 'letterFirstAlnum', min: 4, max: 16, messageKey: 'pattern.letterFirstAlnum' } },
      password: { shown: true, required: true, pattern: { kind: 'alnumSymbols', min: 6, max: 20, messageKey: 'pattern.alnumSymbols' } },
      email: { shown: true, required: false, pattern: { kind: 'email', min: 5, max: 50, messageKey: 'pattern.email' } },
      qqNum: { shown: false, required: true },
      paymentPassword: { shown: true, required: false },
      affiliateCode: { shown: true, required: false },
      birthday: { shown: true, required: false },
    },
    smsVerification: true,
    mobilePassword: false,
    ageConfirmation: { enabled: true, age: 18 },
    birthdayMinAge: 21,
  };
  const today = new Date('2026-01-01T00:00:00Z');
  const good = { username: 'newuser1', password: 'Secret@1', confirmPassword: 'Secret@1', paymentPassword: '1234' };

  it('shows fields by mode and switches', () => {
    expect(shownFields('username', rules)).toEqual(expect.arrayContaining(['username', 'password', 'confirmPassword', 'email', 'paymentPassword', 'affiliateCode']));
    expect(shownFields('username', rules)).not.toContain('qqNum');
    expect(shownFields('username', rules)).not.toContain('verificationCode');
    const mobile = shownFields('mobile', rules);
    expect(mobile).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
    expect(mobile).not.toContain('password');
    expect(shownFields('mobile', { ...rules, mobilePassword: true })).toContain('password');
    expect(shownFields('mobile', { ...rules, smsVerification: false })).not.toContain('verificationCode');
    expect(shownFields('username', rules, true)).not.toContain('affiliateCode');
    expect(effectiveField('paymentPassword', 'username', rules).required).toBe(true);
  });
  it('reports the first problem: required, pattern, confirmation, birthday, age box', () => {
    expect(registrationProblem({ ...good, username: '' }, 'username', rules, true, today)).toMatchObject({ field: 'username', messageKey: 'pattern.required' });
    expect(registrationProblem({ ...good, username: '1abc' }, 'username', rules, true, today)).toMatchObject({ field: 'username', messageKey: 'pattern.letterFirstAlnum', params: { min: 4, max: 16 } });
    expect(registrationProblem({ ...good, paymentPassword: '' }, 'username', rules, true, today)).toMatchObject({ field: 'paymentPassword' });
    expect(registrationProblem({ ...good, email: 'nope' }, 'username', rules, true, today)).toMatchObject({ field: 'email' });
    expect(registrationProblem({ ...good, confirmPassword: 'x' }, 'username', rules, true, today)).toMatchObject({ field: 'confirmPassword' });
    expect(registrationProblem({ ...good, birthday: '2010-01-01' }, 'username', rules, true, today)).toMatchObject({ field: 'birthday' });
    expect(registrationProblem({ ...good, birthday: '2000-01-01' }, 'username', rules, true, today)).toBeNull();
    expect(registrationProblem(good, 'username', rules, false, today)).toMatchObject({ field: 'ageConfirmed', params: { min: 18, max: 18 } });
    expect(registrationProblem(good, 'username', rules, true, today)).toBeNull();
  });
  it('needs the mobile number and SMS code in mobile mode', () => {
    expect(registrationProblem({}, 'mobile', rules, true, today)).toMatchObject({ field: 'mobileNum' });
    expect(registrationProblem({ mobileNum: '0987654321', paymentPassword: '1' }, 'mobile', rules, true, today)).toMatchObject({ field: 'verificationCode' });
    expect(registrationProblem({ mobileNum: '0987654321', verificationCode: '1234', paymentPassword: '1' }, 'mobile', rules, true, today)).toBeNull();
  });
});

describe('customer service, games, contracts, withdrawals, forgot password', () => {
  it('takes the first type-3 path and accepts only http(s) URLs', () => {
    expect(firstChatPath({ version: { pathList: [{ type: 1, path: 'a' }, { type: 3, path: 'b' }, { type: 3, path: 'c' }] } })).toBe('b');
    expect(firstChatPath({ version: { pathList: [{ type: '3', path: 'd' }] } })).toBe('d');
    expect(firstChatPath({ version: { pathList: [{ type: 1, path: 'a' }] } })).toBeNull();
    expect(firstChatPath(null)).toBeNull();
    expect(isHttpUrl('https://chat.example.com/x')).toBe(true);
    expect(isHttpUrl('http://a.b')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
    expect(isHttpUrl(42)).toBe(false);
  });
  it('reads the launch URL of every response version', () => {
    expect(launchUrl({ game_url: 'a' })).toBe('a');
    expect(launchUrl({ game_url2: 'b' })).toBe('b');
    expect(launchUrl({ content: { game_url: 'c' } })).toBe('c');
    expect(launchUrl({ gameUrl: 'd' })).toBe('d');
    expect(launchUrl({})).toBeNull();
    expect(launchUrl(null)).toBeNull();
  });
  it('ends a downline contract only for a lower rate', () => {
    expect(lowersBelowDownline(0.2, 0.3)).toBe(true);
    expect(lowersBelowDownline(0.3, 0.3)).toBe(false);
    expect(lowersBelowDownline(0.1, null)).toBe(false);
  });
  it('accepts png/jpg proof and counts the deadline from payout', () => {
    expect(isProofImage('proof.PNG')).toBe(true);
    expect(isProofImage('data:image/jpeg;base64,AAA')).toBe(true);
    expect(isProofImage('proof.gif')).toBe(false);
    expect(isProofImage(null)).toBe(false);
    expect(confirmationDeadline(1000, 30)).toBe(1000 + 30 * 60_000);
  });
  it('validates both forgot-password tabs', () => {
    const f = { username: 'u', email: 'e@x.io', mobileNum: '', verificationCode: '', newPassword: '' };
    expect(emailTabError(f)).toBeNull();
    expect(emailTabError({ ...f, email: ' ' })).toEqual({ field: 'email', messageKey: 'error.inputEmpty' });
    expect(emailTabError({ ...f, username: '' })).toEqual({ field: 'username', messageKey: 'error.inputEmpty' });
    expect(phoneTabError(f)).toEqual({ field: 'mobileNum', messageKey: 'error.enterValidMobile' });
    expect(phoneTabError({ ...f, mobileNum: '1' })).toEqual({ field: 'verificationCode', messageKey: 'error.enterValidCode' });
    expect(phoneTabError({ ...f, mobileNum: '1', verificationCode: '2' })).toEqual({ field: 'newPassword', messageKey: 'error.inputEmpty' });
    expect(phoneTabError({ ...f, mobileNum: '1', verificationCode: '2', newPassword: 'ab' })).toEqual({ field: 'newPassword', messageKey: 'pattern.alnumSymbols' });
    expect(phoneTabError({ ...f, mobileNum: '1', verificationCode: '2', newPassword: 'Secret@1' })).toBeNull();
  });
});
