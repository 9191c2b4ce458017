/* Generated from schemas/api/common/rebate-claim.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * A rebate claim: what it paid in all and per category, on which valid bets.
 */
export interface RebateClaimItem {
  id: number;
  amountMinor: number;
  /**
   * Epoch ms.
   */
  createdAt: number;
  items: {
    category: string;
    validBetMinor: number;
    amountMinor: number;
  }[];
}
