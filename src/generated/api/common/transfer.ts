/* Generated from schemas/api/common/transfer.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * A transfer between a member and its upline or downline, as one side sees it.
 */
export interface Transfer {
  /**
   * The transfer's id (its order number).
   */
  id: number;
  /**
   * Sent by the session member (out) or received by it (in).
   */
  direction: 'out' | 'in';
  /**
   * Sent down to a downline member, or up to the sender's upline.
   */
  kind: 'downline' | 'upline';
  /**
   * The username on the other side.
   */
  counterparty: string;
  /**
   * Amount in minor units.
   */
  amountMinor: number;
  /**
   * The sender's note.
   */
  remark: string | null;
  /**
   * Epoch ms.
   */
  createdAt: number;
}
