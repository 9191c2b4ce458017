/* Generated from schemas/api/sms-login-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/verification/sms/login: send a login code to a registered mobile number.
 */
export interface SmsLoginRequest {
  /**
   * Mobile number.
   */
  mobileNum: string;
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
}
