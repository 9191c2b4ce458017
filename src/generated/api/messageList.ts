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
  list: InboxMessage[];
  /**
   * For the next (older) page; null on the last.
   */
  nextCursor: string | null;
  /**
   * Unread messages in the inbox.
   */
  unread: number;
}
/**
 * One message of the member's inbox (messageV2).
 */
export interface InboxMessage {
  /**
   * The message id.
   */
  id: number;
  /**
   * The stored title.
   */
  title: string;
  /**
   * The stored text (plain text).
   */
  content: string;
  /**
   * When it arrived (epoch ms).
   */
  createdAt: number;
  /**
   * Whether the member has read it.
   */
  read: boolean;
  /**
   * The member event it tells of (the portal words it in the reader's language), or null.
   */
  event: string | null;
  /**
   * The event's parameters, or null.
   */
  params: MemberEventParams | null;
  /**
   * The username of the member who wrote it (a reply from a downline), or null for the site.
   */
  sender: string | null;
}
/**
 * The parameters of a member event message (src/shared/notifications.ts): what the portal fills into notify.<event> in the reader's language.
 */
export interface MemberEventParams {
  /**
   * The amount, in integer minor units.
   */
  amountMinor: number;
  /**
   * When the member made the request (epoch ms).
   */
  requestedAt: number;
  /**
   * The deposit's or withdrawal's order number.
   */
  orderNo: string;
  /**
   * The operator's remark (a rejection reason).
   */
  remark?: string;
}
