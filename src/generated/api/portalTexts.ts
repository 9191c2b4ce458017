/* Generated from schemas/api/portalTexts.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/portal/texts: the request and success value of the portalTexts call.
 */
export interface PortalTextsCall {
  request: PortalTextsRequest;
  response: PortalTextsResponse;
}
export interface PortalTextsRequest {
  /**
   * One of the merchant's supported languages (the handler answers request.invalid otherwise).
   */
  language?: string;
  [k: string]: string | undefined;
}
export interface PortalTextsResponse {
  language: string;
  /**
   * Translation key to text.
   */
  texts: {
    [k: string]: string | undefined;
  };
}
