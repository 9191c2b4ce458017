/* Generated from schemas/api/promotions.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/promotions: the request and success value of the promotions call.
 */
export interface PromotionsCall {
  request: PromotionsRequest;
  response: PromotionsResponse;
}
export interface PromotionsRequest {
  language?: string;
}
export interface PromotionsResponse {
  items: {
    id: string;
    title: string;
    summary: string;
    imageUrl: string;
    /**
     * The details (HTML the portal sanitises again).
     */
    html: string;
    /**
     * First day, YYYY-MM-DD (UTC).
     */
    from: string;
    /**
     * Last day, or null when open-ended.
     */
    until: string | null;
    claim: 'auto' | 'apply' | 'join';
    period: 'comingSoon' | 'open' | 'closed';
    /**
     * The raffle's prizes (minor units) and weights, or null when it has none.
     */
    raffle: {
      prizes: {
        amountMinor: number;
        weight: number;
      }[];
    } | null;
    mine: import('./common/promotion-application.ts').PromotionApplicationItem | null;
  }[];
}
