/* Generated from schemas/api/login-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/session/login (encrypted). Type username: username + password (+ captcha after a failure); type sms: mobileNum + the SMS code as password; type firebase: channel + idToken from the identity provider. verificationCode answers login_verify_required. rememberDevice (with loginDeviceId) adds a quickLoginToken to the value.
 */
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
