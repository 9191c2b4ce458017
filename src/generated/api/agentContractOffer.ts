/* Generated from schemas/api/agentContractOffer.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type AgentContractOfferResponse = import('./common/agent-contract.ts').AgentContract;

/**
 * POST /wps/agent/contract/offer: the request and success value of the agentContractOffer call.
 */
export interface AgentContractOfferCall {
  request: AgentContractOfferRequest;
  response: AgentContractOfferResponse;
}
export interface AgentContractOfferRequest {
  /**
   * A direct downline agent.
   */
  username: string;
  type: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
  /**
   * Dividend only.
   */
  period?: 'daily' | 'weekly' | 'semimonthly' | 'monthly';
  /**
   * @minItems 1
   * @maxItems 10
   */
  tiers: [
    import('./common/contract-tier.ts').ContractTier,
    ...import('./common/contract-tier.ts').ContractTier[]
  ];
}
