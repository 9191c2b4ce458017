/* Generated from schemas/api/common/team-profit-figures.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One member's or the whole team's figures for a range (minor units of the merchant's currency).
 */
export interface TeamProfitFigures {
  /**
   * Deposits credited to the wallet.
   */
  depositMinor: number;
  /**
   * Withdrawals taken from the wallet, less those returned or refunded.
   */
  withdrawalMinor: number;
  betMinor: number;
  /**
   * Bets of settled rounds.
   */
  validBetMinor: number;
  winMinor: number;
  /**
   * Rebates claimed (ledger kind rebate).
   */
  rebateMinor: number;
  /**
   * Salaries and dividends paid to the wallet (ledger kinds starting salary or dividend).
   */
  salaryMinor: number;
  /**
   * Promotion bonuses (ledger kind promotion).
   */
  promotionMinor: number;
  /**
   * What the house kept of the member's credited deposits and paid withdrawals.
   */
  feeMinor: number;
  /**
   * wins - valid bets + rebates + salaries + promotions - fees.
   */
  profitMinor: number;
}
