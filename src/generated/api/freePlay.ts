/* Generated from schemas/api/freePlay.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type FreePlayResponse = import('./common/login-value.ts').LoginValue;

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
