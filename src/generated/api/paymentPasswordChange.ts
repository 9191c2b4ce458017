/* Generated from schemas/api/paymentPasswordChange.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/paymentPassword/change: the request and success value of the paymentPasswordChange call.
 */
export interface PaymentPasswordChangeCall {
  request: PaymentPasswordChangeRequest;
  response: PaymentPasswordChangeResponse;
}
export interface PaymentPasswordChangeRequest {
  /**
   * Current transaction password.
   */
  oldPassword: string;
  /**
   * New one.
   */
  newPassword: string;
  /**
   * The new one again.
   */
  confirmPassword: string;
}
export interface PaymentPasswordChangeResponse {
  ok: true;
}
