/* Generated from schemas/api/captchaRequired.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/captcha/required: the request and success value of the captchaRequired call.
 */
export interface CaptchaRequiredCall {
  request: CaptchaRequiredRequest;
  response: CaptchaRequiredResponse;
}
export interface CaptchaRequiredRequest {
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
  /**
   * Cache buster.
   */
  t?: string;
}
export interface CaptchaRequiredResponse {
  /**
   * true: show the captcha with the login form.
   */
  required: boolean;
}
