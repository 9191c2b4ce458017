/* Generated from schemas/api/agentContracts.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/agent/contracts: the request and success value of the agentContracts call.
 */
export interface AgentContractsCall {
  request: AgentContractsRequest;
  response: AgentContractsResponse;
}
/**
 * Also ignores other parameters clients send (platform, language).
 */
export interface AgentContractsRequest {
  /**
   * Only this type.
   */
  type?: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
  [k: string]: string | 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary' | undefined;
}
export interface AgentContractsResponse {
  held: import('./common/agent-contract.ts').AgentContract[];
  given: import('./common/agent-contract.ts').AgentContract[];
}
