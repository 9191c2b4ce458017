/* Generated from schemas/api/sms-outbox-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /dev/sms-outbox query (development only).
 */
export interface SmsOutboxQuery {
  /**
   * Mobile number.
   */
  mobile?: string;
  /**
   * Purpose.
   */
  purpose?: string;
}
