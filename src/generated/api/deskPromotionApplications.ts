/* Generated from schemas/api/deskPromotionApplications.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/promotions: the request and success value of the deskPromotionApplications call.
 */
export interface DeskPromotionApplicationsCall {
  request: DeskPromotionApplicationsRequest;
  response: DeskPromotionApplicationsResponse;
}
export interface DeskPromotionApplicationsRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  status?: 'applying' | 'process' | 'rejected' | 'issued';
}
export interface DeskPromotionApplicationsResponse {
  items: {
    id: number;
    /**
     * The applicant's username.
     */
    member: string;
    promotionId: string;
    /**
     * The promotion's title in the merchant's default language.
     */
    title: string;
    status: 'applying' | 'process' | 'rejected' | 'issued';
    comment: string;
    imageCount: number;
    bonusMinor: number | null;
    reason: string | null;
    /**
     * The operator who last changed it.
     */
    decidedBy: string | null;
    createdAt: number;
    decidedAt: number | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
