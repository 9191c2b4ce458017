/* Generated from schemas/api/pointBalance.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/relay/MCS2_getPointBalance: the request and success value of the pointBalance call.
 */
export interface PointBalanceCall {
  request: PointBalanceRequest;
  response: PointBalanceResponse;
}
export interface PointBalanceRequest {}
export interface PointBalanceResponse {
  points: number;
}
