/* Generated from schemas/api/login.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type LoginRequest = {
  /**
   * Login type.
   */
  type: 'username' | 'sms' | 'firebase';
  /**
   * Account name.
   */
  username?: string;
  /**
   * Password, or the SMS code for type sms.
   */
  password?: string;
  /**
   * Captcha text, required after a failed login.
   */
  captcha?: string;
  /**
   * Mobile number for type sms.
   */
  mobileNum?: string;
  /**
   * SMS code answering login_verify_required.
   */
  verificationCode?: string;
  /**
   * Third-party sign-in channel for type firebase.
   */
  channel?: 'telegram' | 'facebook' | 'google';
  /**
   * Signed token from the identity provider for type firebase.
   */
  idToken?: string;
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
  /**
   * Return a quickLoginToken for one-click login from this device (needs loginDeviceId).
   */
  rememberDevice?: boolean;
};
export type LoginResponse = import('./common/login-value.ts').LoginValue;

/**
 * POST /wps/session/login: the request and success value of the login call.
 */
export interface LoginCall {
  request: LoginRequest;
  response: LoginResponse;
}
