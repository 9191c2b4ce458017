/* Generated from schemas/api/depositList.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/deposit/list: the request and success value of the depositList call.
 */
export interface DepositListCall {
  request: DepositListRequest;
  response: DepositListResponse;
}
export interface DepositListRequest {
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
   * Only deposit requests in this state (the history tab's status filter); absent, every state.
   */
  status?: 'new' | 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
}
export interface DepositListResponse {
  items: import('./common/deposit.ts').DepositItem[];
  /**
   * With a range: pass as cursor for the next (older) page; null on the last page and without a range.
   */
  nextCursor: string | null;
}
