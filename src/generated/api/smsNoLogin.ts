/* Generated from schemas/api/smsNoLogin.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/verification/sms/noLogin: the request and success value of the smsNoLogin call.
 */
export interface SmsNoLoginCall {
  request: SmsNoLoginRequest;
  response: SmsNoLoginResponse;
}
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
/**
 * The same answer whether or not the account exists (no account discovery).
 */
export interface SmsNoLoginResponse {
  /**
   * Minutes the code stays valid.
   */
  expiredMinutes: number;
}
