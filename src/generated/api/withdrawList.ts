/* Generated from schemas/api/withdrawList.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/withdraw/list: the request and success value of the withdrawList call.
 */
export interface WithdrawListCall {
  request: WithdrawListRequest;
  response: WithdrawListResponse;
}
export interface WithdrawListRequest {
  /**
   * Start of the range, epoch milliseconds (inclusive); at most 12 months back.
   */
  from?: string;
  /**
   * End of the range, epoch milliseconds (exclusive); at most 12 months after from.
   */
  to?: string;
  /**
   * nextCursor of the previous page (opaque).
   */
  cursor?: string;
  /**
   * 1 to 500 (default 20).
   */
  pageSize?: string;
  /**
   * Only withdrawal requests in this state (the history tab's status filter); absent, every state.
   */
  status?: 'processing' | 'transferring' | 'audit_failure' | 'success' | 'failed' | 'disputed';
}
export interface WithdrawListResponse {
  items: import('./common/withdrawal.ts').WithdrawalItem[];
  /**
   * With a range: pass as cursor for the next (older) page; null on the last page and without a range.
   */
  nextCursor: string | null;
}
