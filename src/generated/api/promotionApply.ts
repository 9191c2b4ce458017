/* Generated from schemas/api/promotionApply.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type PromotionApplyResponse = import('./common/promotion-application.ts').PromotionApplicationItem;

/**
 * POST /wps/relay/MCSFE_signUpRequestReward: the request and success value of the promotionApply call.
 */
export interface PromotionApplyCall {
  request: PromotionApplyRequest;
  response: PromotionApplyResponse;
}
export interface PromotionApplyRequest {
  promotionId: string;
  /**
   * At most 140 characters (checked by the platform with its own errorCode).
   */
  comment?: string;
  /**
   * png or jpg as data URLs or base64; at most 3 (checked by the platform with its own errorCode).
   *
   * @maxItems 10
   */
  images?: string[];
}
