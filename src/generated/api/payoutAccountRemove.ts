/* Generated from schemas/api/payoutAccountRemove.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/payoutAccounts/remove: the request and success value of the payoutAccountRemove call.
 */
export interface PayoutAccountRemoveCall {
  request: PayoutAccountRemoveRequest;
  response: PayoutAccountRemoveResponse;
}
export interface PayoutAccountRemoveRequest {
  /**
   * Payout account id.
   */
  id: number;
  /**
   * Transaction password.
   */
  paymentPassword: string;
}
export interface PayoutAccountRemoveResponse {
  ok: true;
}
