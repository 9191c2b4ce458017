/* Generated from schemas/api/pointDetails.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/relay/MCS2_getPointDetails: the request and success value of the pointDetails call.
 */
export interface PointDetailsCall {
  request: PointDetailsRequest;
  response: PointDetailsResponse;
}
export interface PointDetailsRequest {
  page?: string;
  /**
   * 1 to 50 (default 12).
   */
  pageSize?: string;
}
export interface PointDetailsResponse {
  items: {
    id: number;
    /**
     * mission: a mission's points prize.
     */
    kind: 'earn' | 'convert' | 'redeem' | 'refund' | 'mission';
    /**
     * Points added (positive) or taken (negative).
     */
    delta: number;
    balanceAfter: number;
    createdAt: number;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
