/* Generated from schemas/api/deskFeedbackImage.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/feedback/image: the request and success value of the deskFeedbackImage call.
 */
export interface DeskFeedbackImageCall {
  request: DeskFeedbackImageRequest;
  response: DeskFeedbackImageResponse;
}
export interface DeskFeedbackImageRequest {
  id: string;
}
export interface DeskFeedbackImageResponse {
  dataUrl: string;
}
