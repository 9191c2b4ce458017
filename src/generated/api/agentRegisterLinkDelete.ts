/* Generated from schemas/api/agentRegisterLinkDelete.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/agent/register-links/delete: the request and success value of the agentRegisterLinkDelete call.
 */
export interface AgentRegisterLinkDeleteCall {
  request: AgentRegisterLinkDeleteRequest;
  response: AgentRegisterLinkDeleteResponse;
}
export interface AgentRegisterLinkDeleteRequest {
  id: number;
}
export interface AgentRegisterLinkDeleteResponse {
  deleted: true;
}
