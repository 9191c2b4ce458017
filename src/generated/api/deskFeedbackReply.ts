/* Generated from schemas/api/deskFeedbackReply.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/feedback/reply: the request and success value of the deskFeedbackReply call.
 */
export interface DeskFeedbackReplyCall {
  request: DeskFeedbackReplyRequest;
  response: DeskFeedbackReplyResponse;
}
export interface DeskFeedbackReplyRequest {
  id: number;
  reply: string;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskFeedbackReplyResponse {
  id: number;
  replied: boolean;
  /**
   * true: this key was already used for this action, nothing changed again.
   */
  replayed: boolean;
}
