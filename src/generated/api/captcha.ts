/* Generated from schemas/api/captcha.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type CaptchaResponse = string;

/**
 * GET /wps/captcha: the request and success value of the captcha call.
 */
export interface CaptchaCall {
  request: CaptchaRequest;
  response: CaptchaResponse;
}
export interface CaptchaRequest {
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
  /**
   * Cache buster.
   */
  t?: string;
}
