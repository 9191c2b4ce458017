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
    source: 'mission' | 'rebate' | 'promotion' | 'pointRedemption';
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
  }[];
  counts: {
    available: number;
    claimed: number;
    expired: number;
    pending: number;
  };
}
