/* Generated from schemas/api/referralFriends.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/referral/friends: the request and success value of the referralFriends call.
 */
export interface ReferralFriendsCall {
  request: ReferralFriendsRequest;
  response: ReferralFriendsResponse;
}
export interface ReferralFriendsRequest {
  /**
   * nextCursor of the previous page.
   */
  cursor?: string;
  /**
   * 1 to 50 (default 20).
   */
  pageSize?: string;
}
export interface ReferralFriendsResponse {
  items: {
    /**
     * The friend's account, masked: its first two and last two characters.
     */
    account: string;
    /**
     * When the friend registered, epoch milliseconds.
     */
    joinedAt: number;
    /**
     * When the friend's first deposit was credited; null: no deposit yet.
     */
    firstDepositAt: number | null;
    /**
     * Referral rewards this friend earned the member, minor units.
     */
    earnedMinor: number;
    /**
     * One entry per referral rule, in the rules' order.
     */
    rewards: {
      /**
       * The rule's id (referral's rules).
       */
      ruleId: string;
      /**
       * paid: the bonus was paid; inProgress: not reached yet; missed: a first deposit below the threshold (it cannot be reached any more).
       */
      state: 'paid' | 'inProgress' | 'missed';
      /**
       * What the friend reached: the first deposit's amount, or the valid bets since registering, minor units.
       */
      progressMinor: number;
      /**
       * The bonus paid for it, minor units; 0 until paid.
       */
      amountMinor: number;
      /**
       * When it was paid, epoch milliseconds; null: not paid.
       */
      paidAt: number | null;
    }[];
  }[];
  /**
   * Pass as cursor for the next (older) page; null on the last page.
   */
  nextCursor: string | null;
}
