/* Generated from schemas/api/withdrawRequest.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type WithdrawRequestResponse = import('./common/withdrawal.ts').WithdrawalItem;

/**
 * POST /wps/member/withdraw: the request and success value of the withdrawRequest call.
 */
export interface WithdrawRequestCall {
  request: WithdrawRequestRequest;
  response: WithdrawRequestResponse;
}
export interface WithdrawRequestRequest {
  /**
   * Amount in major units, e.g. 500.50.
   */
  amount: string;
  payoutAccountId: number;
  /**
   * Transaction password.
   */
  paymentPassword: string;
  /**
   * Client-chosen key; a repeat answers the first request.
   */
  requestKey: string;
}
