/* Generated from schemas/api/devCaptchaAnswer.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type DevCaptchaAnswerResponse = string | null;

/**
 * GET /dev/captcha-answer: the request and success value of the devCaptchaAnswer call.
 */
export interface DevCaptchaAnswerCall {
  request: DevCaptchaAnswerRequest;
  response: DevCaptchaAnswerResponse;
}
export interface DevCaptchaAnswerRequest {
  /**
   * The loginDeviceId the captcha was asked with; absent = the captcha bound to the caller's IP.
   */
  loginDeviceId?: string;
}
