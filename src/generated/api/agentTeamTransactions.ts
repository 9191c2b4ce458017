/* Generated from schemas/api/agentTeamTransactions.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/agent/team/transactions: the request and success value of the agentTeamTransactions call.
 */
export interface AgentTeamTransactionsCall {
  request: AgentTeamTransactionsRequest;
  response: AgentTeamTransactionsResponse;
}
/**
 * Also ignores other parameters clients send (platform, language).
 */
export interface AgentTeamTransactionsRequest {
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
   * Which movements (default all): withdrawal groups holds, returns and refunds; transfer is money sent or received inside a team or to another member.
   */
  type?: 'all' | 'deposit' | 'withdrawal' | 'transfer';
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
    | 'all'
    | 'deposit'
    | 'withdrawal'
    | 'transfer'
    | undefined;
}
export interface AgentTeamTransactionsResponse {
  from: number;
  to: number;
  items: {
    /**
     * The ledger entry.
     */
    id: number;
    /**
     * The downline member whose wallet moved.
     */
    username: string;
    type: 'deposit' | 'withdrawal' | 'transfer';
    /**
     * The ledger movement's kind (deposit, hold, hold_release, transfer.downline, ...).
     */
    kind: string;
    createdAt: number;
    /**
     * Signed, for the member's wallet: money in is positive.
     */
    amountMinor: number;
    /**
     * The movement's number (ledger transaction).
     */
    orderNo: string;
    /**
     * What it belongs to: a deposit (D12), a withdrawal (W7), a transfer (T3 and the sender's remark).
     */
    remark: string | null;
  }[];
  /**
   * Over the whole range, member and type (not only the page).
   */
  totals: {
    count: number;
    /**
     * Deposits credited.
     */
    depositMinor: number;
    /**
     * Withdrawals taken from the wallets, less those returned or refunded.
     */
    withdrawalMinor: number;
    /**
     * Transfers received.
     */
    transferInMinor: number;
    /**
     * Transfers sent (a positive figure).
     */
    transferOutMinor: number;
  };
  nextCursor: string | null;
}
