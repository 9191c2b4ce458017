/* Generated from schemas/api/help-center-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/system/helpCenter query.
 */
export interface HelpCenterQuery {
  /**
   * Language code.
   */
  lang?: string;
  /**
   * Device, WEB.
   */
  device?: string;
}
