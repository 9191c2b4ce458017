/* Generated from schemas/api/common/inbox-message.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

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
  params: import('./member-event-params.ts').MemberEventParams | null;
  /**
   * The username of the member who wrote it (a reply from a downline), or null for the site.
   */
  sender: string | null;
}
