/* Generated from schemas/api/quick-login-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/session/login/quick (encrypted): one-click login with the quickLoginToken a login with rememberDevice returned, from the same device.
 */
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
