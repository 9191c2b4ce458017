/* Generated from schemas/api/quickLogin.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type QuickLoginResponse = import('./common/login-value.ts').LoginValue;

/**
 * POST /wps/session/login/quick: the request and success value of the quickLogin call.
 */
export interface QuickLoginCall {
  request: QuickLoginRequest;
  response: QuickLoginResponse;
}
export interface QuickLoginRequest {
  /**
   * The device's current quick-login token (each use returns a new one).
   */
  quickLoginToken: string;
  /**
   * Browser fingerprint the token was issued to.
   */
  loginDeviceId: string;
}
