/* Generated from schemas/api/feedbackSubmit.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type FeedbackSubmitResponse = import('./common/feedback-item.ts').FeedbackItem;

/**
 * POST /wps/feedback: the request and success value of the feedbackSubmit call.
 */
export interface FeedbackSubmitCall {
  request: FeedbackSubmitRequest;
  response: FeedbackSubmitResponse;
}
export interface FeedbackSubmitRequest {
  type: import('../merchant.ts').FeedbackType;
  /**
   * The message; its word and character bounds are the merchant's.
   */
  content: string;
  captcha: string;
  /**
   * The device id the captcha was asked for.
   */
  loginDeviceId: string;
  /**
   * A png or jpg as a data URL or base64.
   */
  image?: string;
}
