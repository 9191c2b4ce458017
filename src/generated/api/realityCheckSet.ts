/* Generated from schemas/api/realityCheckSet.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/protection/reality-check: the request and success value of the realityCheckSet call.
 */
export interface RealityCheckSetCall {
  request: RealityCheckSetRequest;
  response: RealityCheckSetResponse;
}
export interface RealityCheckSetRequest {
  minutes: number | null;
  [k: string]: unknown | undefined;
}
export interface RealityCheckSetResponse {
  realityCheckMinutes: number | null;
}
