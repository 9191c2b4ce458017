/* Generated from schemas/api/devThemes.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /dev/themes: the request and success value of the devThemes call.
 */
export interface DevThemesCall {
  request: DevThemesRequest;
  response: DevThemesResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface DevThemesRequest {
  [k: string]: string | undefined;
}
export interface DevThemesResponse {
  merchants: {
    code: string;
    displayName: string;
    theme: import('../merchant.ts').Theme;
  }[];
}
