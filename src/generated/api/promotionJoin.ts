/* Generated from schemas/api/promotionJoin.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type PromotionJoinResponse = import('./common/promotion-application.ts').PromotionApplicationItem;

/**
 * POST /wps/promotions/join: the request and success value of the promotionJoin call.
 */
export interface PromotionJoinCall {
  request: PromotionJoinRequest;
  response: PromotionJoinResponse;
}
export interface PromotionJoinRequest {
  promotionId: string;
}
