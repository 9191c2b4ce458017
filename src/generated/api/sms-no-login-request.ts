/* Generated from schemas/api/sms-no-login-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/verification/sms/noLogin: send a code without a session, for forgot-password (by mobileNum) or the unregistered-IP login check (by username).
 */
export interface SmsNoLoginRequest {
  /**
   * What the code is for.
   */
  purpose: 'forgotPassword' | 'loginVerify';
  /**
   * Mobile number (forgotPassword).
   */
  mobileNum?: string;
  /**
   * Account name (loginVerify).
   */
  username?: string;
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
}
