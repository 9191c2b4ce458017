/* Generated from schemas/api/agentRegisterLinkCreate.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type AgentRegisterLinkCreateResponse = import('./common/register-link.ts').RegisterLink;

/**
 * POST /wps/agent/register-links: the request and success value of the agentRegisterLinkCreate call.
 */
export interface AgentRegisterLinkCreateCall {
  request: AgentRegisterLinkCreateRequest;
  response: AgentRegisterLinkCreateResponse;
}
export interface AgentRegisterLinkCreateRequest {
  /**
   * What a member registering through it becomes.
   */
  kind: 'player' | 'agent';
  /**
   * How long the link works.
   */
  expiry: 'none' | '1d' | '7d' | '30d' | '1y';
}
