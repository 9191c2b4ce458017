/* Generated from schemas/api/deskPlayerRounds.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/player/rounds: the request and success value of the deskPlayerRounds call.
 */
export interface DeskPlayerRoundsCall {
  request: DeskPlayerRoundsRequest;
  response: DeskPlayerRoundsResponse;
}
export interface DeskPlayerRoundsRequest {
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
export interface DeskPlayerRoundsResponse {
  /**
   * The page's rounds, newest first.
   */
  items: {
    /**
     * The provider's round id (the member's bet records and statement show it too).
     */
    roundId: string;
    /**
     * Epoch ms the round was placed.
     */
    at: number;
    gameId: number;
    /**
     * The game's name in the merchant's catalogue; null for a game no longer listed.
     */
    gameName: string | null;
    /**
     * The stake.
     */
    betMinor: number;
    /**
     * Paid out; 0 while the round is not settled.
     */
    winMinor: number;
    /**
     * won: the round paid something; lost: it paid nothing; pending: not settled yet.
     */
    status: 'won' | 'lost' | 'pending';
  }[];
  /**
   * How many rounds the range holds.
   */
  total: number;
  page: number;
  pageSize: number;
}
