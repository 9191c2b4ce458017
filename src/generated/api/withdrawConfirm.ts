/* Generated from schemas/api/withdrawConfirm.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type WithdrawConfirmResponse = import('./common/withdrawal.ts').WithdrawalItem;

/**
 * POST /wps/member/withdraw/confirm: the request and success value of the withdrawConfirm call.
 */
export interface WithdrawConfirmCall {
  request: WithdrawConfirmRequest;
  response: WithdrawConfirmResponse;
}
export interface WithdrawConfirmRequest {
  id: number;
  answer: 'received' | 'notReceived' | 'fullyReceived';
  /**
   * notReceived: the image as a data URL or base64.
   */
  proof?: string;
}
