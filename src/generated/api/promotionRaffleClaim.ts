/* Generated from schemas/api/promotionRaffleClaim.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type PromotionRaffleClaimResponse =
  import('./common/promotion-application.ts').PromotionApplicationItem;

/**
 * POST /wps/relay/MCS2_claimRafflePromotion: the request and success value of the promotionRaffleClaim call.
 */
export interface PromotionRaffleClaimCall {
  request: PromotionRaffleClaimRequest;
  response: PromotionRaffleClaimResponse;
}
export interface PromotionRaffleClaimRequest {
  promotionId: string;
}
