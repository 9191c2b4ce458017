/* Generated from schemas/api/touch.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/session/touch: the request and success value of the touch call.
 */
export interface TouchCall {
  request: TouchRequest;
  response: TouchResponse;
}
export interface TouchRequest {}
export interface TouchResponse {
  idleExpiresAt: number;
  absoluteExpiresAt: number;
}
