/* Generated from schemas/api/deskOperatorSetDisabled.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One key per confirmed desk action (the desk makes it when the confirmation opens and sends it again on a retry): the same key does the action once.
 */
export type DeskIdempotencyKey = string;

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
  idempotencyKey: DeskIdempotencyKey;
}
export interface DeskOperatorSetDisabledResponse {
  operator: DeskOperator;
  /**
   * true: this key was already used for this action, nothing changed again.
   */
  replayed: boolean;
}
/**
 * A payments-desk operator as the desk sees one (never the password hash or TOTP secret).
 */
export interface DeskOperator {
  /**
   * The operator's id.
   */
  id: number;
  /**
   * Sign-in name, unique per merchant.
   */
  username: string;
  /**
   * finance: money queues; support: reads members' cases; admin: everything, operators and the audit log.
   */
  role: 'finance' | 'support' | 'admin';
  /**
   * A disabled operator cannot sign in and their sessions end.
   */
  disabled: boolean;
  /**
   * Epoch milliseconds.
   */
  createdAt: number;
}
