/* Generated from schemas/api/deskRebateLevelSet.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/rebates/level: the request and success value of the deskRebateLevelSet call.
 */
export interface DeskRebateLevelSetCall {
  request: DeskRebateLevelSetRequest;
  response: DeskRebateLevelSetResponse;
}
export interface DeskRebateLevelSetRequest {
  memberId: number;
  level: number;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskRebateLevelSetResponse {
  memberId: number;
  level: number;
  /**
   * True when this key was already done: nothing changed now.
   */
  replayed: boolean;
}
