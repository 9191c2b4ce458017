/* Generated from schemas/api/depositList.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/deposit/list: the request and success value of the depositList call.
 */
export interface DepositListCall {
  request: DepositListRequest;
  response: DepositListResponse;
}
export interface DepositListRequest {}
export interface DepositListResponse {
  items: import('./common/deposit.ts').DepositItem[];
}
