/* Generated from schemas/api/betRecords.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/history/bets: the request and success value of the betRecords call.
 */
export interface BetRecordsCall {
  request: BetRecordsRequest;
  response: BetRecordsResponse;
}
export interface BetRecordsRequest {
  /**
   * Start of the range, epoch milliseconds (inclusive); at most 12 months back.
   */
  from: string;
  /**
   * End of the range, epoch milliseconds (exclusive); at most 12 months after from.
   */
  to: string;
  /**
   * A game category (RNG, LIVE, LOTT, ...) or all (default); another value answers history.category.invalid.
   */
  category?: string;
  /**
   * nextCursor of the previous page (opaque; longer than other histories' because a round id is its tie-breaker).
   */
  cursor?: string;
  /**
   * 1 to 500 (default 20).
   */
  pageSize?: string;
}
export interface BetRecordsResponse {
  items: {
    /**
     * The provider's round id (also the remark of the round's ledger movements).
     */
    roundId: string;
    createdAt: number;
    gameId: number;
    /**
     * The game's name in the catalogue; null for a game no longer listed.
     */
    gameName: string | null;
    /**
     * The game's category; null for a game no longer listed.
     */
    category: string | null;
    betMinor: number;
    /**
     * What counts for rebates and turnover: the bet of a settled round, 0 while it is processing.
     */
    validBetMinor: number;
    /**
     * Paid out; 0 while processing.
     */
    winMinor: number;
    /**
     * win - bet for the member (negative is a loss); 0 while processing.
     */
    profitMinor: number;
    /**
     * won: the round paid something (win > 0); lost: it paid nothing; pending: not settled yet.
     */
    status: 'won' | 'lost' | 'pending';
  }[];
  totals: import('./common/bet-totals.ts').BetTotals;
  /**
   * Pass as cursor for the next (older) page; null on the last page.
   */
  nextCursor: string | null;
}
