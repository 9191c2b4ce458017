/* Generated from schemas/api/firstLogin.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/firstLogin: the request and success value of the firstLogin call.
 */
export interface FirstLoginCall {
  request: FirstLoginRequest;
  response: FirstLoginResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface FirstLoginRequest {
  [k: string]: unknown | undefined;
}
export interface FirstLoginResponse {
  firstLoginAt: number;
  firstLogin: boolean;
}
