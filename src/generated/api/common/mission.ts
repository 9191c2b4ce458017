/* Generated from schemas/api/common/mission.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One mission as the member sees it now: the current period, progress summed on the platform, the prize, whether it may be claimed, and the period's leaderboard.
 */
export interface MissionView {
  id: string;
  labelKey: string;
  descriptionKey?: string;
  /**
   * validBet: settled real-money bets; deposit: credited deposits.
   */
  targetKind: 'validBet' | 'deposit';
  targetMinor: number;
  /**
   * The member's sum in the period (may pass the target).
   */
  progressMinor: number;
  /**
   * money: paid to the wallet; points: added to the points balance.
   */
  prizeKind: 'money' | 'points';
  /**
   * The prize: minor units of money, or whole points with prizeKind points.
   */
  prizeMinor: number;
  period: {
    kind: 'daily' | 'weekly' | 'range';
    /**
     * Epoch ms, included.
     */
    from: number;
    /**
     * Epoch ms, excluded: the moment the period ends.
     */
    to: number;
  };
  /**
   * upcoming: a date range not yet started.
   */
  state: 'upcoming' | 'inProgress' | 'claimable' | 'claimed';
  /**
   * Epoch ms of this period's claim.
   */
  claimedAt: number | null;
  leaderboard: {
    /**
     * The best three of the period, masked.
     */
    top: {
      rank: number;
      /**
       * The account masked (ab***yz).
       */
      name: string;
      progressMinor: number;
      /**
       * The session member.
       */
      self: boolean;
    }[];
    /**
     * The member's place; null with no progress in the period.
     */
    ownRank: number | null;
  };
}
