/** Login form rules (spec 4 and 5), pure so the portal's form shows the same messages. */
import type { LoginResult, LoginType } from '../types.ts';
import { isBlank } from './fields.ts';

export interface LoginFields {
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  code: string;
}

/** The first problem with the form as a message key, or null when it may be sent. */
export function loginFormError(form: LoginFields, type: LoginType, captchaShown: boolean): string | null {
  if (type === 'sms') {
    if (isBlank(form.mobileNum)) return 'error.enterValidMobile';
    if (isBlank(form.code)) return 'error.enterValidCode';
    return null;
  }
  if (type === 'firebase') return null;
  if (isBlank(form.username) || isBlank(form.password)) return 'error.enterUsernamePassword';
  if (captchaShown && isBlank(form.captcha)) return 'error.enterCaptcha';
  return null;
}

export interface PasswordChangePolicy {
  /** features.forcePasswordChange: first login and the default password force a change. */
  forcePasswordChange: boolean;
  /** features.passwordPolicy.expiryDays > 0: an expired password forces a change. */
  passwordExpiryOn: boolean;
  /** The platform's default password (the spec's {secret}); null when unknown. */
  defaultPassword: string | null;
}

/**
 * Whether login must end in the change-password modal (spec 4): first login, the default
 * password, or an expired password while the policy is on; never for sms or firebase logins.
 */
export function passwordChangeForced(
  result: Pick<LoginResult, 'firstTimeLogin' | 'passwordExpired'>,
  type: LoginType,
  typedPassword: string,
  policy: PasswordChangePolicy,
): boolean {
  if (type === 'sms' || type === 'firebase') return false;
  if (policy.passwordExpiryOn && result.passwordExpired === true) return true;
  if (!policy.forcePasswordChange) return false;
  if (result.firstTimeLogin === true) return true;
  return policy.defaultPassword !== null && typedPassword.trim() === policy.defaultPassword;
}

/** Agent flag (spec 4): the one shared rule (src/shared/member-types.ts). */
export { hasAgentFlag as isAgentType, isAgentCentreType } from '../../src/shared/member-types.ts';
