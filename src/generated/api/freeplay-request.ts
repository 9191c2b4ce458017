/* Generated from schemas/api/freeplay-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/session/login/freeplay: a demo (type 4) session with demo credit.
 */
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
