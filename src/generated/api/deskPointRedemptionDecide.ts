/* Generated from schemas/api/deskPointRedemptionDecide.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/points/redemptions/decide: the request and success value of the deskPointRedemptionDecide call.
 */
export interface DeskPointRedemptionDecideCall {
  request: DeskPointRedemptionDecideRequest;
  response: DeskPointRedemptionDecideResponse;
}
export interface DeskPointRedemptionDecideRequest {
  id: number;
  action: 'approve' | 'reject';
  /**
   * A reason, shown to the member in the redeem history.
   */
  remark?: string;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskPointRedemptionDecideResponse {
  id: number;
  status: 'processing' | 'approved' | 'rejected';
  replayed: boolean;
}
