/* Generated from schemas/api/rewardClaim.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/rewards/claim: the request and success value of the rewardClaim call.
 */
export interface RewardClaimCall {
  request: RewardClaimRequest;
  response: RewardClaimResponse;
}
export interface RewardClaimRequest {
  kind: 'signIn' | 'newbie' | 'rescueFund';
}
export interface RewardClaimResponse {
  kind: 'signIn' | 'newbie' | 'rescueFund';
  amountMinor: number;
  claimedAt: number;
  /**
   * signIn: which day of the streak this claim was (1 after a missed day); null otherwise.
   */
  streak: number | null;
}
