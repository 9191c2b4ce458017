/* Generated from schemas/api/unreadCount.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/relay/CSP_unreadCount: the request and success value of the unreadCount call.
 */
export interface UnreadCountCall {
  request: UnreadCountRequest;
  response: UnreadCountResponse;
}
export interface UnreadCountRequest {}
export interface UnreadCountResponse {
  count: number;
}
