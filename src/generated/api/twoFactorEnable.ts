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
  /**
   * The member's login password, asked again before a security change.
   */
  password: string;
}
export interface TwoFactorEnableResponse {
  enabled: boolean;
  enabledAt: number;
  /**
   * One-time codes that stand in for an authenticator code at login, each once.
   */
  recoveryCodes: string[];
}
