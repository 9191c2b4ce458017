/* Generated from schemas/api/withdrawDetail.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/withdraw/detail: the request and success value of the withdrawDetail call.
 */
export interface WithdrawDetailCall {
  request: WithdrawDetailRequest;
  response: WithdrawDetailResponse;
}
export interface WithdrawDetailRequest {
  /**
   * Withdrawal id.
   */
  id: string;
}
export interface WithdrawDetailResponse {
  withdrawal: import('./common/withdrawal.ts').WithdrawalItem;
  hasProof: boolean;
  events: {
    at: number;
    actor: 'member' | 'system' | 'operator';
    event: string;
    note: string | null;
  }[];
}
