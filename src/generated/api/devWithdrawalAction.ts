/* Generated from schemas/api/devWithdrawalAction.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type DevWithdrawalActionResponse = import('./common/withdrawal.ts').WithdrawalItem;

/**
 * POST /dev/withdrawals/action: the request and success value of the devWithdrawalAction call.
 */
export interface DevWithdrawalActionCall {
  request: DevWithdrawalActionRequest;
  response: DevWithdrawalActionResponse;
}
export interface DevWithdrawalActionRequest {
  id: number;
  action: 'approve' | 'reject' | 'pay' | 'refund' | 'forceReceived';
  paidMinor?: number;
  /**
   * Note for the timeline.
   */
  remark?: string;
}
