/* Generated from schemas/api/deskProtectionLiftDecide.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/protection/lifts/decide: the request and success value of the deskProtectionLiftDecide call.
 */
export interface DeskProtectionLiftDecideCall {
  request: DeskProtectionLiftDecideRequest;
  response: DeskProtectionLiftDecideResponse;
}
export interface DeskProtectionLiftDecideRequest {
  id: number;
  action: 'approve' | 'refuse';
  /**
   * Why; required to refuse, shown to the member.
   */
  note?: string;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskProtectionLiftDecideResponse {
  id: number;
  status: 'pending' | 'refused' | 'approved' | 'confirmed';
  /**
   * true: this key was already used for this action, nothing changed again.
   */
  replayed: boolean;
}
