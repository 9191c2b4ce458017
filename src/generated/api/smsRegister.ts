/* Generated from schemas/api/smsRegister.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/verification/sms/register: the request and success value of the smsRegister call.
 */
export interface SmsRegisterCall {
  request: SmsRegisterRequest;
  response: SmsRegisterResponse;
}
export interface SmsRegisterRequest {
  /**
   * Mobile number.
   */
  mobileNo: string;
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
}
export interface SmsRegisterResponse {
  expiredMinutes: number;
}
