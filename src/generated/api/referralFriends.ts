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
  }[];
  /**
   * Pass as cursor for the next (older) page; null on the last page.
   */
  nextCursor: string | null;
}
