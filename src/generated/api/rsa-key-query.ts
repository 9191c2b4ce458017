/* Generated from schemas/api/rsa-key-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/session/key/rsa query.
 */
export interface RsaKeyQuery {
  /**
   * Key for which scheme; des-rsa when absent.
   */
  scheme?: 'des-rsa' | 'oaep-gcm';
}
