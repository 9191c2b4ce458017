/* Generated from schemas/api/agentDownlineMessage.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/agent/downline/message: the request and success value of the agentDownlineMessage call.
 */
export interface AgentDownlineMessageCall {
  request: AgentDownlineMessageRequest;
  response: AgentDownlineMessageResponse;
}
export interface AgentDownlineMessageRequest {
  /**
   * A direct downline member.
   */
  username: string;
  title: string;
  content: string;
}
export interface AgentDownlineMessageResponse {
  sent: true;
}
