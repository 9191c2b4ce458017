/* Generated from schemas/api/affiliate-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/agent/affiliate query.
 */
export interface AffiliateQuery {
  /**
   * Affiliate code from the page URL.
   */
  affiliateCode?: string;
  /**
   * Host the visitor came to.
   */
  domain?: string;
}
