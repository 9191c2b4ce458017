/* Generated from schemas/api/pointRedemptions.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/relay/MCS2_getRedeemPointList: the request and success value of the pointRedemptions call.
 */
export interface PointRedemptionsCall {
  request: PointRedemptionsRequest;
  response: PointRedemptionsResponse;
}
export interface PointRedemptionsRequest {
  status?: 'processing' | 'approved' | 'rejected';
  page?: string;
  /**
   * 1 to 50 (default 13).
   */
  pageSize?: string;
}
export interface PointRedemptionsResponse {
  items: import('./common/point-redemption.ts').PointRedemption[];
  total: number;
  page: number;
  pageSize: number;
}
