/* Generated from schemas/api/feedbackList.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/feedback/list: the request and success value of the feedbackList call.
 */
export interface FeedbackListCall {
  request: FeedbackListRequest;
  response: FeedbackListResponse;
}
export interface FeedbackListRequest {
  /**
   * From 1.
   */
  page?: string;
  /**
   * 1 to 50 (default 10).
   */
  pageSize?: string;
}
export interface FeedbackListResponse {
  items: import('./common/feedback-item.ts').FeedbackItem[];
  total: number;
  page: number;
  pageSize: number;
  settings: import('../merchant.ts').FeedbackSettings;
}
