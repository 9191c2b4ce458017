/* Generated from schemas/api/agentContractDecide.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type AgentContractDecideResponse = import('./common/agent-contract.ts').AgentContract;

/**
 * POST /wps/agent/contract/decide: the request and success value of the agentContractDecide call.
 */
export interface AgentContractDecideCall {
  request: AgentContractDecideRequest;
  response: AgentContractDecideResponse;
}
export interface AgentContractDecideRequest {
  id: number;
  decision: 'accept' | 'reject' | 'terminate';
  /**
   * Accept even though it ends the downline contracts that pay more.
   */
  agreeDownlineTermination?: boolean;
}
