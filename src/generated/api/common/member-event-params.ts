/* Generated from schemas/api/common/member-event-params.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

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
