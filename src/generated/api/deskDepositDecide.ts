/* Generated from schemas/api/deskDepositDecide.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/deposits/decide: the request and success value of the deskDepositDecide call.
 */
export interface DeskDepositDecideCall {
  request: DeskDepositDecideRequest;
  response: DeskDepositDecideResponse;
}
export interface DeskDepositDecideRequest {
  id: number;
  action: 'approve' | 'reject';
  /**
   * Why it is rejected; shown to the member.
   */
  reason?: string;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskDepositDecideResponse {
  id: number;
  status: 'new' | 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
  /**
   * true: this key was already used for this action, nothing changed again.
   */
  replayed: boolean;
}
