/* Generated from schemas/api/common/rebate-rates.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * The session member's rebate level and its rate per game category (percent of the valid bet), with the merchant's lottery prize table.
 */
export interface RebateRatesValue {
  /**
   * The member's level.
   */
  level: number;
  /**
   * Translation key of the level's name.
   */
  levelNameKey: string;
  rates: {
    /**
     * The game category (RNG, LIVE, LOTT, ...).
     */
    category: string;
    /**
     * Percent of the valid bet paid back.
     */
    rate: number;
  }[];
  lotteryPrizes: import('../../merchant.ts').LotteryPrize[];
  /**
   * Smallest total a claim may pay, minor units (0 = any).
   */
  minClaimMinor: number;
}
