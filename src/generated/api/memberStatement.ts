/* Generated from schemas/api/memberStatement.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/statement: the request and success value of the memberStatement call.
 */
export interface MemberStatementCall {
  request: MemberStatementRequest;
  response: MemberStatementResponse;
}
export interface MemberStatementRequest {
  /**
   * Start of the range, epoch milliseconds (inclusive); at most 12 months back.
   */
  from: string;
  /**
   * End of the range, epoch milliseconds (exclusive); at most 12 months after from.
   */
  to: string;
  /**
   * nextCursor of the previous page (opaque).
   */
  cursor?: string;
  /**
   * 1 to 500 (default 20).
   */
  pageSize?: string;
}
export interface MemberStatementResponse {
  items: {
    /**
     * The ledger entry: unique, the statement line's id.
     */
    id: number;
    /**
     * The ledger transaction the entry belongs to, to quote to support.
     */
    orderNo: string;
    createdAt: number;
    /**
     * The ledger movement's kind (deposit, hold, game_bet, points_purchase, ...).
     */
    kind: string;
    /**
     * deposit; withdrawal (holds, returns, refunds); bet and win (game rounds); bonus (promotions, rewards, missions, referrals, rebates, free play); adjustment (a manual credit or debit); points (point purchases and their refunds); transfer (between members); other.
     */
    category:
      'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'adjustment' | 'points' | 'transfer' | 'other';
    /**
     * Signed: money in is positive.
     */
    amountMinor: number;
    /**
     * The wallet balance right before this movement.
     */
    balanceBeforeMinor: number;
    /**
     * The wallet balance right after this movement: balanceBeforeMinor + amountMinor.
     */
    balanceAfterMinor: number;
    /**
     * A bet's or win's game.
     */
    gameId: number | null;
    gameName: string | null;
    /**
     * What the movement belongs to: a deposit (D12), a withdrawal (W7), a game round id, a transfer.
     */
    reference: string | null;
  }[];
  /**
   * Pass as cursor for the next (older) page; null on the last page.
   */
  nextCursor: string | null;
  summary: {
    /**
     * The wallet balance at the start of the range.
     */
    openingBalanceMinor: number;
    /**
     * The wallet balance at the end of the range: opening plus every movement of the range.
     */
    closingBalanceMinor: number;
    /**
     * The range's movements summed by category (categories with none are left out).
     */
    totals: {
      /**
       * deposit; withdrawal (holds, returns, refunds); bet and win (game rounds); bonus (promotions, rewards, missions, referrals, rebates, free play); adjustment (a manual credit or debit); points (point purchases and their refunds); transfer (between members); other.
       */
      category:
        'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'adjustment' | 'points' | 'transfer' | 'other';
      inMinor: number;
      /**
       * Money out, as a positive number.
       */
      outMinor: number;
      count: number;
    }[];
    lifetimeDepositsMinor: number;
    /**
     * Money taken out by withdrawals less money returned to the wallet (rejected or refunded).
     */
    lifetimeWithdrawalsMinor: number;
    /**
     * lifetimeDepositsMinor - lifetimeWithdrawalsMinor.
     */
    lifetimeNetDepositsMinor: number;
  };
}
