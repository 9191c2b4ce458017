/* Generated from schemas/api/deskDevTotp.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /dev/desk/totp: the request and success value of the deskDevTotp call.
 */
export interface DeskDevTotpCall {
  request: DeskDevTotpRequest;
  response: DeskDevTotpResponse;
}
export interface DeskDevTotpRequest {
  username: string;
  [k: string]: string | undefined;
}
export interface DeskDevTotpResponse {
  code: string;
  /**
   * Epoch ms when this code's step ends.
   */
  expiresAt: number;
}
