/* Generated from schemas/api/agentRegisterLinks.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/agent/register-links: the request and success value of the agentRegisterLinks call.
 */
export interface AgentRegisterLinksCall {
  request: AgentRegisterLinksRequest;
  response: AgentRegisterLinksResponse;
}
/**
 * Reads no parameters; clients may send others (platform, language), which it ignores.
 */
export interface AgentRegisterLinksRequest {
  [k: string]: string | undefined;
}
export interface AgentRegisterLinksResponse {
  items: import('./common/register-link.ts').RegisterLink[];
}
