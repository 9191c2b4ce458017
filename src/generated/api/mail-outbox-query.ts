/* Generated from schemas/api/mail-outbox-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /dev/mail-outbox (development only): the newest mails, optionally to one address.
 */
export interface MailOutboxQuery {
  /**
   * Only mails to this address.
   */
  to?: string;
}
