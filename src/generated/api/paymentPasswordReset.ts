/* Generated from schemas/api/paymentPasswordReset.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/paymentPassword/reset: the request and success value of the paymentPasswordReset call.
 */
export interface PaymentPasswordResetCall {
  request: PaymentPasswordResetRequest;
  response: PaymentPasswordResetResponse;
}
export interface PaymentPasswordResetRequest {
  /**
   * The SMS code.
   */
  verificationCode: string;
  /**
   * New transaction password.
   */
  newPassword: string;
  /**
   * The same again.
   */
  confirmPassword: string;
}
export interface PaymentPasswordResetResponse {
  ok: true;
}
