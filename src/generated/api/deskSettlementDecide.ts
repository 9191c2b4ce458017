/* Generated from schemas/api/deskSettlementDecide.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/settlements/decide: the request and success value of the deskSettlementDecide call.
 */
export interface DeskSettlementDecideCall {
  request: DeskSettlementDecideRequest;
  response: DeskSettlementDecideResponse;
}
export interface DeskSettlementDecideRequest {
  id: number;
  action: 'pay' | 'reject';
  /**
   * pay: the amount to pay instead of the computed one, in the merchant currency's major units (500 or 12.50); absent: the computed amount.
   */
  amount?: string;
  /**
   * reject: why, shown to the agent (required).
   */
  reason?: string;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskSettlementDecideResponse {
  id: number;
  state: 'pending' | 'disbursed' | 'rejected';
  /**
   * What was paid (0 paid when rejected: the computed amount stays for the record).
   */
  amountMinor: number;
  replayed: boolean;
}
