/* Generated from schemas/api/promotionApplications.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/promotions/applications: the request and success value of the promotionApplications call.
 */
export interface PromotionApplicationsCall {
  request: PromotionApplicationsRequest;
  response: PromotionApplicationsResponse;
}
export interface PromotionApplicationsRequest {
  /**
   * From 1.
   */
  page?: string;
  /**
   * 1 to 50 (default 10).
   */
  pageSize?: string;
  language?: string;
}
export interface PromotionApplicationsResponse {
  items: import('./common/promotion-application.ts').PromotionApplicationItem[];
  total: number;
  page: number;
  pageSize: number;
}
