/* Generated from schemas/api/agentDownlineUpdate.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type AgentDownlineUpdateResponse = import('./common/downline-member.ts').DownlineMember;

/**
 * POST /wps/agent/downline/update: the request and success value of the agentDownlineUpdate call.
 */
export interface AgentDownlineUpdateCall {
  request: AgentDownlineUpdateRequest;
  response: AgentDownlineUpdateResponse;
}
export interface AgentDownlineUpdateRequest {
  /**
   * A direct downline member.
   */
  username: string;
  /**
   * The agent's note; null or empty removes it.
   */
  remark?: string | null;
  /**
   * Block (true) or lift (false) the member's login.
   */
  loginBlocked?: boolean;
  /**
   * Make a direct player an agent.
   */
  makeAgent?: true;
}
