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
  /**
   * next: the code of the step after the current one, which the platform accepts now (it takes ±1 step) when a test already spent this step's code; the default is current.
   */
  step?: 'current' | 'next';
  [k: string]: string | 'current' | 'next' | undefined;
}
export interface DeskDevTotpResponse {
  code: string;
  /**
   * Epoch ms when this code's step ends.
   */
  expiresAt: number;
  /**
   * The 30-second step this code belongs to.
   */
  step: number;
  /**
   * The step of the operator's last accepted code (a code of that step or an earlier one is refused as used): a test picks a fresh step instead of spending a failed sign-in, which counts toward the failed-login limit.
   */
  lastUsedStep: number | null;
}
