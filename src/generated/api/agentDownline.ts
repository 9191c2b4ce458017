/* Generated from schemas/api/agentDownline.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/agent/downline: the request and success value of the agentDownline call.
 */
export interface AgentDownlineCall {
  request: AgentDownlineRequest;
  response: AgentDownlineResponse;
}
/**
 * Also ignores other parameters clients send (platform, language).
 */
export interface AgentDownlineRequest {
  /**
   * Direct agents or direct players.
   */
  kind: 'agents' | 'players';
  /**
   * Part of a username (case-insensitive).
   */
  username?: string;
  /**
   * nextCursor of the previous page.
   */
  cursor?: string;
  /**
   * 1 to 50 (default 20).
   */
  pageSize?: string;
  [k: string]: string | 'agents' | 'players' | undefined;
}
export interface AgentDownlineResponse {
  list: {
    username: string;
    isAgent: boolean;
    /**
     * Epoch milliseconds.
     */
    registeredAt: number;
    /**
     * Epoch milliseconds; null if never.
     */
    lastLoginAt: number | null;
    /**
     * Minor units of the merchant's currency.
     */
    balanceMinor: number;
    /**
     * Members below this one, all levels.
     */
    teamSize: number;
    /**
     * This member's balance and everyone's below it.
     */
    teamBalanceMinor: number;
  }[];
  /**
   * For the next page; null on the last.
   */
  nextCursor: string | null;
}
