/* Generated from schemas/api/common/bet-totals.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * Sums over a range's rounds (the whole range, not one page): how many, bet, valid bet, win and profit or loss (win - bet of settled rounds).
 */
export interface BetTotals {
  count: number;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
  profitMinor: number;
}
