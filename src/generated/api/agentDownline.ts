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
  list: import('./common/downline-member.ts').DownlineMember[];
  /**
   * For the next page; null on the last.
   */
  nextCursor: string | null;
}
