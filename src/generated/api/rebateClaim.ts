/* Generated from schemas/api/rebateClaim.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/rebate/claim: the request and success value of the rebateClaim call.
 */
export interface RebateClaimCall {
  request: RebateClaimRequest;
  response: RebateClaimResponse;
}
export interface RebateClaimRequest {
  /**
   * One per claim the member makes (kept across retries of it).
   */
  idempotencyKey: string;
}
export interface RebateClaimResponse {
  claim: import('./common/rebate-claim.ts').RebateClaimItem;
  replayed: boolean;
}
