/* Generated from schemas/api/captcha-answer-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /dev/captcha-answer query (development only): the client whose newest captcha answer to read.
 */
export interface CaptchaAnswerQuery {
  /**
   * The loginDeviceId the captcha was asked with; absent = the captcha bound to the caller's IP.
   */
  loginDeviceId?: string;
}
