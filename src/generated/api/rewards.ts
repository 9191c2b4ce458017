/* Generated from schemas/api/rewards.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/rewards: the request and success value of the rewards call.
 */
export interface RewardsCall {
  request: RewardsRequest;
  response: RewardsResponse;
}
export interface RewardsRequest {}
export interface RewardsResponse {
  items: {
    /**
     * Unique in the list (source and its own id).
     */
    id: string;
    source:
      | 'mission'
      | 'rebate'
      | 'promotion'
      | 'pointRedemption'
      | 'signIn'
      | 'newbie'
      | 'rescueFund'
      | 'promoCode'
      | 'referral'
      | 'raffle';
    /**
     * The mission's or product's name key; null where the source names it.
     */
    labelKey: string | null;
    /**
     * Money paid or to be paid.
     */
    amountMinor: number | null;
    /**
     * Points spent on a redemption.
     */
    points: number | null;
    /**
     * pending: a redemption the desk has not decided yet.
     */
    state: 'available' | 'claimed' | 'expired' | 'pending';
    /**
     * Epoch ms: when it was paid or asked for; for available and expired, when the claim window ends or ended.
     */
    at: number;
    missionId?: string;
    /**
     * signIn: the day of the streak.
     */
    streak?: number;
    /**
     * promoCode: the code used.
     */
    code?: string;
    /**
     * rescueFund: the day's net loss it shares.
     */
    lossMinor?: number;
    /**
     * An available reward that opens only after this (newbie: the first deposit).
     */
    locked?: 'firstDeposit';
  }[];
  counts: {
    available: number;
    claimed: number;
    expired: number;
    pending: number;
  };
  /**
   * The daily sign-in table; null when the merchant offers none.
   */
  signIn: {
    /**
     * What day 1, 2, ... of a streak pays.
     */
    amountsMinor: number[];
    /**
     * Days in a row signed in, up to today (today included when claimed).
     */
    streak: number;
    /**
     * Today's place in the table (0-based): what today's claim pays or paid.
     */
    todayIndex: number;
    claimedToday: boolean;
  } | null;
  /**
   * Whether the merchant takes promo codes (the page shows the input).
   */
  promoCodes: boolean;
}
