/* Generated from schemas/api/updateLanguage.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * PUT /wps/member/language: the request and success value of the updateLanguage call.
 */
export interface UpdateLanguageCall {
  request: UpdateLanguageRequest;
  response: UpdateLanguageResponse;
}
export interface UpdateLanguageRequest {
  /**
   * Upper-case platform language code.
   */
  language: string;
}
export interface UpdateLanguageResponse {
  language: string;
}
