/* Generated from schemas/api/agentTeamBets.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/agent/team/bets: the request and success value of the agentTeamBets call.
 */
export interface AgentTeamBetsCall {
  request: AgentTeamBetsRequest;
  response: AgentTeamBetsResponse;
}
/**
 * Also ignores other parameters clients send (platform, language).
 */
export interface AgentTeamBetsRequest {
  /**
   * A period in the merchant's time zone (weeks run Sunday to Saturday, as the team overview), or custom: from and to.
   */
  period: 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth' | 'custom';
  /**
   * With period custom: start of the range, epoch milliseconds (inclusive), at most 12 months back.
   */
  from?: string;
  /**
   * With period custom: end of the range, epoch milliseconds (exclusive); at most 90 days after from.
   */
  to?: string;
  /**
   * Only this member of the agent's team (any level); a username outside the team answers agent.team.unknown.
   */
  username?: string;
  /**
   * A game category (RNG, LIVE, LOTT, ...) or all (default); another value answers history.category.invalid.
   */
  category?: string;
  /**
   * nextCursor of the previous page (opaque).
   */
  cursor?: string;
  /**
   * 1 to 500 (default 20).
   */
  pageSize?: string;
  [k: string]:
    | string
    | 'today'
    | 'yesterday'
    | 'thisWeek'
    | 'lastWeek'
    | 'thisMonth'
    | 'lastMonth'
    | 'custom'
    | undefined;
}
export interface AgentTeamBetsResponse {
  /**
   * Start of the range answered, epoch milliseconds.
   */
  from: number;
  /**
   * End of the range answered (exclusive), epoch milliseconds.
   */
  to: number;
  items: {
    /**
     * The downline member who played.
     */
    username: string;
    roundId: string;
    createdAt: number;
    gameId: number;
    /**
     * null for a game no longer listed.
     */
    gameName: string | null;
    /**
     * null for a game no longer listed.
     */
    category: string | null;
    betMinor: number;
    /**
     * The bet of a settled round, 0 while it is processing.
     */
    validBetMinor: number;
    /**
     * 0 while processing.
     */
    winMinor: number;
    /**
     * The member's win - valid bet (negative is a loss).
     */
    profitMinor: number;
    status: 'won' | 'lost' | 'pending';
  }[];
  totals: import('./common/bet-totals.ts').BetTotals;
  /**
   * Pass as cursor for the next (older) page; null on the last page.
   */
  nextCursor: string | null;
}
