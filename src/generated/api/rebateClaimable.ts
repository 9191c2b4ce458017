/* Generated from schemas/api/rebateClaimable.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/rebate: the request and success value of the rebateClaimable call.
 */
export interface RebateClaimableCall {
  request: RebateClaimableRequest;
  response: RebateClaimableResponse;
}
export interface RebateClaimableRequest {}
export interface RebateClaimableResponse {
  levelNameKey: string;
  items: {
    category: string;
    rate: number;
    /**
     * Valid bets not yet covered by a claim.
     */
    validBetMinor: number;
    /**
     * The rebate on them, rounded down.
     */
    amountMinor: number;
  }[];
  totalMinor: number;
  minClaimMinor: number;
  /**
   * The last 20 claims, newest first.
   */
  claims: import('./common/rebate-claim.ts').RebateClaimItem[];
}
