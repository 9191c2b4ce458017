/* Generated from schemas/api/twoFactorDisable.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/2fa/disable: the request and success value of the twoFactorDisable call.
 */
export interface TwoFactorDisableCall {
  request: TwoFactorDisableRequest;
  response: TwoFactorDisableResponse;
}
export interface TwoFactorDisableRequest {
  /**
   * The member's login password, asked again before a security change.
   */
  password: string;
  /**
   * An authenticator code or a recovery code.
   */
  code: string;
}
export interface TwoFactorDisableResponse {
  ok: true;
}
