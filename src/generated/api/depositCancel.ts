/* Generated from schemas/api/depositCancel.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type DepositCancelResponse = import('./common/deposit.ts').DepositItem;

/**
 * POST /wps/member/deposit/cancel: the request and success value of the depositCancel call.
 */
export interface DepositCancelCall {
  request: DepositCancelRequest;
  response: DepositCancelResponse;
}
export interface DepositCancelRequest {
  id: number;
}
