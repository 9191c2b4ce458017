/* Generated from schemas/api/status-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/system/status query.
 */
export interface StatusQuery {
  /**
   * Host the portal runs on.
   */
  url?: string;
}
