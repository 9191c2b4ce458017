/* Generated from schemas/api/deskPointRedemptions.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/points/redemptions: the request and success value of the deskPointRedemptions call.
 */
export interface DeskPointRedemptionsCall {
  request: DeskPointRedemptionsRequest;
  response: DeskPointRedemptionsResponse;
}
export interface DeskPointRedemptionsRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Only redemptions in this state.
   */
  status?: 'processing' | 'approved' | 'rejected';
}
export interface DeskPointRedemptionsResponse {
  items: {
    id: number;
    /**
     * The member's account name.
     */
    member: string;
    productId: string;
    /**
     * The product's name (its nameKey's text) in the request's language, else the merchant's default, else English; the id when the config no longer has the product.
     */
    productName: string;
    kind: 'promotion' | 'live' | 'gift';
    quantity: number;
    points: number;
    moneyMinor: number;
    /**
     * Name, address and phone of a physical gift ('' for others).
     */
    recipient: string;
    status: 'processing' | 'approved' | 'rejected';
    createdAt: number;
    decidedAt: number | null;
    remark: string | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
