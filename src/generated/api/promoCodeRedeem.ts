/* Generated from schemas/api/promoCodeRedeem.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/rewards/promo-code: the request and success value of the promoCodeRedeem call.
 */
export interface PromoCodeRedeemCall {
  request: PromoCodeRedeemRequest;
  response: PromoCodeRedeemResponse;
}
export interface PromoCodeRedeemRequest {
  code: string;
}
export interface PromoCodeRedeemResponse {
  code: string;
  amountMinor: number;
  claimedAt: number;
}
