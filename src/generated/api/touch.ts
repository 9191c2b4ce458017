/* Generated from schemas/api/touch.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/session/touch: the request and success value of the touch call.
 */
export interface TouchCall {
  request: TouchRequest;
  response: TouchResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface TouchRequest {
  [k: string]: unknown | undefined;
}
export interface TouchResponse {
  idleExpiresAt: number;
  absoluteExpiresAt: number;
}
