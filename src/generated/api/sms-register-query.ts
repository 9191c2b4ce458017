/* Generated from schemas/api/sms-register-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/verification/sms/register query.
 */
export interface SmsRegisterQuery {
  /**
   * Mobile number.
   */
  mobileNo: string;
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
}
