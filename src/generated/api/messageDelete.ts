/* Generated from schemas/api/messageDelete.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/messages/delete: the request and success value of the messageDelete call.
 */
export interface MessageDeleteCall {
  request: MessageDeleteRequest;
  response: MessageDeleteResponse;
}
export interface MessageDeleteRequest {
  /**
   * Message ids of the session member (a batch naming another member's id is refused whole).
   *
   * @minItems 1
   * @maxItems 100
   */
  ids: [number, ...number[]];
}
export interface MessageDeleteResponse {
  /**
   * How many messages changed.
   */
  changed: number;
  /**
   * The unread count afterwards.
   */
  unread: number;
}
