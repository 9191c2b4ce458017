/* Generated from schemas/api/paymentPasswordSms.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/paymentPassword/sms: the request and success value of the paymentPasswordSms call.
 */
export interface PaymentPasswordSmsCall {
  request: PaymentPasswordSmsRequest;
  response: PaymentPasswordSmsResponse;
}
export interface PaymentPasswordSmsRequest {}
export interface PaymentPasswordSmsResponse {
  expiredMinutes: number;
  mobileMasked: string;
}
