/* Generated from schemas/api/twoFactorEnable.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/2fa/enable: the request and success value of the twoFactorEnable call.
 */
export interface TwoFactorEnableCall {
  request: TwoFactorEnableRequest;
  response: TwoFactorEnableResponse;
}
export interface TwoFactorEnableRequest {
  /**
   * The authenticator's current 6-digit code.
   */
  code: string;
}
export interface TwoFactorEnableResponse {
  enabled: boolean;
  enabledAt: number;
}
