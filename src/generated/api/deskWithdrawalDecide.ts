/* Generated from schemas/api/deskWithdrawalDecide.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/withdrawals/decide: the request and success value of the deskWithdrawalDecide call.
 */
export interface DeskWithdrawalDecideCall {
  request: DeskWithdrawalDecideRequest;
  response: DeskWithdrawalDecideResponse;
}
export interface DeskWithdrawalDecideRequest {
  id: number;
  action: 'approve' | 'reject' | 'pay' | 'refund' | 'forceReceived';
  /**
   * A reason; shown to the member on the timeline.
   */
  remark?: string;
  /**
   * pay: what is paid now, in the merchant currency's major units as the operator types it; without it, all that remains. More than remains, zero, or more decimals than the currency has is amount.invalid.
   */
  paidAmount?: string;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskWithdrawalDecideResponse {
  id: number;
  status: 'processing' | 'transferring' | 'audit_failure' | 'success' | 'failed' | 'disputed';
  confirmation:
    | 'awaiting'
    | 'received'
    | 'fully_received'
    | 'timed_out'
    | 'not_received'
    | 'refunded'
    | 'forced_received'
    | null;
  /**
   * true: this key was already used for this action, nothing changed again.
   */
  replayed: boolean;
}
