/* Generated from schemas/api/unreadCount.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/relay/CSP_unreadCount: the request and success value of the unreadCount call.
 */
export interface UnreadCountCall {
  request: UnreadCountRequest;
  response: UnreadCountResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface UnreadCountRequest {
  [k: string]: string | undefined;
}
export interface UnreadCountResponse {
  count: number;
}
