/* Generated from schemas/api/messageReply.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/messages/reply: the request and success value of the messageReply call.
 */
export interface MessageReplyCall {
  request: MessageReplyRequest;
  response: MessageReplyResponse;
}
export interface MessageReplyRequest {
  /**
   * The message answered.
   */
  id: number;
  /**
   * The reply (plain text).
   */
  content: string;
}
export interface MessageReplyResponse {
  /**
   * The reply's message id (in the writer's inbox).
   */
  id: number;
}
