/* Generated from schemas/api/quickLogin.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

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
/**
 * A new session: the token for Authorization, whether the password must change first, and the member. quickLoginToken (and its expiry) when the login asked for rememberDevice.
 */
export interface QuickLoginResponse {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  username: string;
  nickname: string | null;
  type: number;
  isAgent: boolean;
  quickLoginToken?: string;
  quickLoginExpiresAt?: number;
}
