/* Generated from schemas/api/loginSms.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/verification/sms/login: the request and success value of the loginSms call.
 */
export interface LoginSmsCall {
  request: LoginSmsRequest;
  response: LoginSmsResponse;
}
export interface LoginSmsRequest {
  /**
   * Mobile number.
   */
  mobileNum: string;
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
}
export interface LoginSmsResponse {
  expiredMinutes: number;
}
