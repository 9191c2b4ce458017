/* Generated from schemas/api/profitLoss.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/history/profit: the request and success value of the profitLoss call.
 */
export interface ProfitLossCall {
  request: ProfitLossRequest;
  response: ProfitLossResponse;
}
export interface ProfitLossRequest {
  /**
   * Start of the range, epoch milliseconds (inclusive); at most 12 months back.
   */
  from: string;
  /**
   * End of the range, epoch milliseconds (exclusive); at most 12 months after from.
   */
  to: string;
  /**
   * Minutes east of UTC of the member's days (-840 to 840, default 0): where each day of the series starts. Another value answers history.range.invalid.
   */
  tzOffset?: string;
}
export interface ProfitLossResponse {
  /**
   * Each category with rounds or rebates in the range, in catalogue order.
   */
  categories: {
    /**
     * A game category; OTHER for games no longer in the catalogue.
     */
    category: string;
    betMinor: number;
    validBetMinor: number;
    winMinor: number;
    rebateMinor: number;
    /**
     * win - bet (settled rounds) + rebate.
     */
    profitMinor: number;
  }[];
  totals: {
    /**
     * Deposits credited to the wallet.
     */
    depositMinor: number;
    /**
     * Withdrawals taken from the wallet, less those returned or refunded.
     */
    withdrawalMinor: number;
    betMinor: number;
    validBetMinor: number;
    winMinor: number;
    rebateMinor: number;
    /**
     * Promotion bonuses credited (ledger kind promotion).
     */
    promotionMinor: number;
    /**
     * The categories' profit or loss plus promotions.
     */
    profitMinor: number;
  };
  /**
   * Every day of the range in order (the member's days by tzOffset), with its profit or loss (0 on a day without play).
   */
  days: {
    /**
     * YYYY-MM-DD.
     */
    day: string;
    profitMinor: number;
  }[];
}
