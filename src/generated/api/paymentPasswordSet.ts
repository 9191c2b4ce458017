/* Generated from schemas/api/paymentPasswordSet.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/paymentPassword: the request and success value of the paymentPasswordSet call.
 */
export interface PaymentPasswordSetCall {
  request: PaymentPasswordSetRequest;
  response: PaymentPasswordSetResponse;
}
export interface PaymentPasswordSetRequest {
  /**
   * New transaction password (6-20 characters, no spaces).
   */
  password: string;
  /**
   * The same again.
   */
  confirmPassword: string;
}
export interface PaymentPasswordSetResponse {
  ok: true;
}
