/* Generated from schemas/api/agentDownlineCreate.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type AgentDownlineCreateResponse = import('./common/downline-member.ts').DownlineMember;

/**
 * POST /wps/agent/downline/create: the request and success value of the agentDownlineCreate call.
 */
export interface AgentDownlineCreateCall {
  request: AgentDownlineCreateRequest;
  response: AgentDownlineCreateResponse;
}
export interface AgentDownlineCreateRequest {
  username: string;
  password: string;
}
