/* Generated from schemas/api/transactionHistory.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/history/transactions: the request and success value of the transactionHistory call.
 */
export interface TransactionHistoryCall {
  request: TransactionHistoryRequest;
  response: TransactionHistoryResponse;
}
export interface TransactionHistoryRequest {
  /**
   * Start of the range, epoch milliseconds (inclusive); at most 12 months back.
   */
  from: string;
  /**
   * End of the range, epoch milliseconds (exclusive); at most 12 months after from.
   */
  to: string;
  /**
   * Which movements: a type groups ledger kinds (game: bets and wins; withdrawal: holds, returns and refunds); other: every kind outside the named types. Default all.
   */
  type?: 'all' | 'deposit' | 'withdrawal' | 'game' | 'transfer' | 'other';
  /**
   * nextCursor of the previous page (opaque).
   */
  cursor?: string;
  /**
   * 1 to 500 (default 20).
   */
  pageSize?: string;
}
export interface TransactionHistoryResponse {
  items: {
    /**
     * The ledger entry.
     */
    id: number;
    type: 'deposit' | 'withdrawal' | 'game' | 'transfer' | 'other';
    /**
     * The ledger movement's kind (deposit, hold, game_bet, ...); the portal names the known ones.
     */
    kind: string;
    createdAt: number;
    /**
     * Signed: money in is positive.
     */
    amountMinor: number;
    /**
     * The wallet balance right after this movement.
     */
    balanceAfterMinor: number | null;
    /**
     * The movement's number (ledger transaction), to quote to support.
     */
    orderNo: string;
    /**
     * What the movement belongs to: a deposit (D12), a withdrawal (W7), a game round id, a transfer's counterpart.
     */
    remark: string | null;
  }[];
  /**
   * Pass as cursor for the next (older) page; null on the last page.
   */
  nextCursor: string | null;
}
