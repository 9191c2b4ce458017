/* Generated from schemas/api/deskPlayerStatement.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/player/statement: the request and success value of the deskPlayerStatement call.
 */
export interface DeskPlayerStatementCall {
  request: DeskPlayerStatementRequest;
  response: DeskPlayerStatementResponse;
}
export interface DeskPlayerStatementRequest {
  /**
   * The member's id (from deskPlayers).
   */
  id: string;
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * First merchant day (YYYY-MM-DD).
   */
  from?: string;
  /**
   * Last merchant day (YYYY-MM-DD), inclusive.
   */
  to?: string;
}
export interface DeskPlayerStatementResponse {
  /**
   * The page's movements, newest first.
   */
  items: {
    /**
     * The ledger entry id.
     */
    id: number;
    /**
     * Epoch ms.
     */
    at: number;
    /**
     * The ledger transaction number (what the member statement and the member's history show).
     */
    orderNo: string;
    category:
      'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'adjustment' | 'points' | 'transfer' | 'other';
    /**
     * Signed: money in is positive.
     */
    amountMinor: number;
    /**
     * The wallet balance right after this movement.
     */
    balanceAfterMinor: number | null;
    /**
     * For a bet or a win of a game round: the game's name in the merchant's catalogue; otherwise null.
     */
    gameName: string | null;
  }[];
  /**
   * How many movements the range holds.
   */
  total: number;
  page: number;
  pageSize: number;
}
