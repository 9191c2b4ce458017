/* Generated from schemas/api/idpToken.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /idp/token: the request and success value of the idpToken call.
 */
export interface IdpTokenCall {
  request: IdpTokenRequest;
  response: IdpTokenResponse;
}
export interface IdpTokenRequest {
  channel?: unknown;
  name?: unknown;
  email?: unknown;
  subject?: unknown;
}
export interface IdpTokenResponse {
  idToken: string;
  channel: string;
}
