/* Generated from schemas/api/freePlay.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/session/login/freeplay: the request and success value of the freePlay call.
 */
export interface FreePlayCall {
  request: FreePlayRequest;
  response: FreePlayResponse;
}
export interface FreePlayRequest {
  /**
   * Client operating system.
   */
  os?: string;
  /**
   * Platform letter, W for web.
   */
  platform?: string;
  /**
   * Client nonce.
   */
  random?: string;
  /**
   * Gateway version, 3.
   */
  gatewayVersion?: '3' | 3;
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
}
/**
 * A new session: the token for Authorization, whether the password must change first, and the member. quickLoginToken (and its expiry) when the login asked for rememberDevice.
 */
export interface FreePlayResponse {
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
