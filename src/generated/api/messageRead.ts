/* Generated from schemas/api/messageRead.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/messages/read: the request and success value of the messageRead call.
 */
export interface MessageReadCall {
  request: MessageReadRequest;
  response: MessageReadResponse;
}
export interface MessageReadRequest {
  /**
   * Message ids of the session member (a batch naming another member's id is refused whole).
   *
   * @minItems 1
   * @maxItems 100
   */
  ids?: [number, ...number[]];
  /**
   * Every message of the inbox.
   */
  all?: true;
}
export interface MessageReadResponse {
  /**
   * How many messages changed.
   */
  changed: number;
  /**
   * The unread count afterwards.
   */
  unread: number;
}
