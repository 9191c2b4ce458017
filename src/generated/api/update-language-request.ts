/* Generated from schemas/api/update-language-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * PUT /wps/member/language (token).
 */
export interface UpdateLanguageRequest {
  /**
   * Upper-case platform language code.
   */
  language: string;
}
