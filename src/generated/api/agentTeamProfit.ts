/* Generated from schemas/api/agentTeamProfit.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/agent/team/profit: the request and success value of the agentTeamProfit call.
 */
export interface AgentTeamProfitCall {
  request: AgentTeamProfitRequest;
  response: AgentTeamProfitResponse;
}
/**
 * Also ignores other parameters clients send (platform, language).
 */
export interface AgentTeamProfitRequest {
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
   * 1 to 500 (default 20).
   */
  pageSize?: string;
  /**
   * nextCursor of the previous page: the members after it (by username).
   */
  cursor?: string;
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
export interface AgentTeamProfitResponse {
  from: number;
  to: number;
  /**
   * A page of the members with a figure other than 0 in the range, by username (pageSize, default 20).
   */
  members: {
    username: string;
    /**
     * Deposits credited to the wallet.
     */
    depositMinor: number;
    /**
     * Withdrawals taken from the wallet, less those returned or refunded.
     */
    withdrawalMinor: number;
    betMinor: number;
    /**
     * Bets of settled rounds.
     */
    validBetMinor: number;
    winMinor: number;
    /**
     * Rebates claimed (ledger kind rebate).
     */
    rebateMinor: number;
    /**
     * Salaries and dividends paid to the wallet (ledger kinds starting salary or dividend).
     */
    salaryMinor: number;
    /**
     * Promotion bonuses (ledger kind promotion).
     */
    promotionMinor: number;
    /**
     * What the house kept of the member's credited deposits and paid withdrawals.
     */
    feeMinor: number;
    /**
     * wins - valid bets + rebates + salaries + promotions - fees.
     */
    profitMinor: number;
  }[];
  totals: import('./common/team-profit-figures.ts').TeamProfitFigures;
  /**
   * Members with a figure other than 0 in the range, over every page.
   */
  memberCount: number;
  /**
   * The next page's cursor; null on the last page.
   */
  nextCursor: string | null;
}
