/* Generated from schemas/api/withdrawList.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/withdraw/list: the request and success value of the withdrawList call.
 */
export interface WithdrawListCall {
  request: WithdrawListRequest;
  response: WithdrawListResponse;
}
export interface WithdrawListRequest {}
export interface WithdrawListResponse {
  items: import('./common/withdrawal.ts').WithdrawalItem[];
}
