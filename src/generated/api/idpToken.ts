/* Generated from schemas/api/idpToken.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /idp/token: the request and success value of the idpToken call.
 */
export interface IdpTokenCall {
  request: IdpTokenRequest;
  response: IdpTokenResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface IdpTokenRequest {
  channel?: unknown;
  name?: unknown;
  email?: unknown;
  subject?: unknown;
  [k: string]: unknown | undefined;
}
export interface IdpTokenResponse {
  idToken: string;
  channel: string;
}
