/* Generated from schemas/api/captcha-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/captcha query.
 */
export interface CaptchaQuery {
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
  /**
   * Cache buster.
   */
  t?: string;
}
