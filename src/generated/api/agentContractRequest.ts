/* Generated from schemas/api/agentContractRequest.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type AgentContractRequestResponse = import('./common/agent-contract.ts').AgentContract;

/**
 * POST /wps/agent/contract/request: the request and success value of the agentContractRequest call.
 */
export interface AgentContractRequestCall {
  request: AgentContractRequestRequest;
  response: AgentContractRequestResponse;
}
export interface AgentContractRequestRequest {
  id: number;
  kind: 'termination' | 'newContract';
  /**
   * newContract: the rate asked for (percent).
   */
  rate?: number;
}
