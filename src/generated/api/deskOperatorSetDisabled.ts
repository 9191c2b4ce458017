/* Generated from schemas/api/deskOperatorSetDisabled.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/operators/disabled: the request and success value of the deskOperatorSetDisabled call.
 */
export interface DeskOperatorSetDisabledCall {
  request: DeskOperatorSetDisabledRequest;
  response: DeskOperatorSetDisabledResponse;
}
export interface DeskOperatorSetDisabledRequest {
  /**
   * The operator.
   */
  id: number;
  /**
   * true disables, false enables.
   */
  disabled: boolean;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskOperatorSetDisabledResponse {
  operator: import('./common/desk-operator.ts').DeskOperator;
  /**
   * true: this key was already used for this action, nothing changed again.
   */
  replayed: boolean;
}
