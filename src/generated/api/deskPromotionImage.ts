/* Generated from schemas/api/deskPromotionImage.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/promotions/image: the request and success value of the deskPromotionImage call.
 */
export interface DeskPromotionImageCall {
  request: DeskPromotionImageRequest;
  response: DeskPromotionImageResponse;
}
export interface DeskPromotionImageRequest {
  id: string;
  index: string;
}
export interface DeskPromotionImageResponse {
  dataUrl: string;
}
