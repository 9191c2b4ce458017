/* Generated from schemas/api/agentTeamOverview.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/agent/team/overview: the request and success value of the agentTeamOverview call.
 */
export interface AgentTeamOverviewCall {
  request: AgentTeamOverviewRequest;
  response: AgentTeamOverviewResponse;
}
/**
 * Also ignores other parameters clients send (platform, language).
 */
export interface AgentTeamOverviewRequest {
  /**
   * Weeks run Sunday to Saturday.
   */
  period: 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';
  [k: string]:
    string | 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth' | undefined;
}
export interface AgentTeamOverviewResponse {
  /**
   * Start of the period, epoch milliseconds.
   */
  from: number;
  /**
   * End of the period (exclusive), epoch milliseconds.
   */
  to: number;
  registrations: number;
  firstDeposits: number;
  firstBets: number;
  activeMembers: number;
  onlineNow: number;
  /**
   * Members in the whole downline.
   */
  teamSize: number;
  /**
   * Minor units of the merchant's currency.
   */
  teamBalanceMinor: number;
}
