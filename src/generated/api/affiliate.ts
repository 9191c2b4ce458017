/* Generated from schemas/api/affiliate.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/agent/affiliate: the request and success value of the affiliate call.
 */
export interface AffiliateCall {
  request: AffiliateRequest;
  response: AffiliateResponse;
}
export interface AffiliateRequest {
  /**
   * Affiliate code from the page URL.
   */
  affiliateCode?: string;
  /**
   * Host the visitor came to.
   */
  domain?: string;
}
export interface AffiliateResponse {
  affiliateCode: string;
  agent: string;
}
