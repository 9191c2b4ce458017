/* Generated from schemas/api/deskContractOffer.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/contract/offer: the request and success value of the deskContractOffer call.
 */
export interface DeskContractOfferCall {
  request: DeskContractOfferRequest;
  response: DeskContractOfferResponse;
}
export interface DeskContractOfferRequest {
  /**
   * A top-level agent.
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
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskContractOfferResponse {
  contract: import('./common/agent-contract.ts').AgentContract;
  /**
   * true: this key was already used for this action, nothing changed again.
   */
  replayed: boolean;
}
