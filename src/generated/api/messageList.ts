/* Generated from schemas/api/messageList.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/messages: the request and success value of the messageList call.
 */
export interface MessageListCall {
  request: MessageListRequest;
  response: MessageListResponse;
}
/**
 * Also ignores other parameters clients send (platform, language).
 */
export interface MessageListRequest {
  /**
   * nextCursor of the previous page.
   */
  cursor?: string;
  /**
   * 1 to 50 (default 10).
   */
  pageSize?: string;
  [k: string]: string | undefined;
}
export interface MessageListResponse {
  list: import('./common/inbox-message.ts').InboxMessage[];
  /**
   * For the next (older) page; null on the last.
   */
  nextCursor: string | null;
  /**
   * Unread messages in the inbox.
   */
  unread: number;
}
