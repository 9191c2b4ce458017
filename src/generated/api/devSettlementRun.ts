/* Generated from schemas/api/devSettlementRun.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /dev/settlement/run: the request and success value of the devSettlementRun call.
 */
export interface DevSettlementRunCall {
  request: DevSettlementRunRequest;
  response: DevSettlementRunResponse;
}
export interface DevSettlementRunRequest {
  /**
   * Run as at this time (ms since epoch); an earlier time than now runs as now.
   */
  asOf?: number;
  /**
   * Settle only this contract.
   */
  contractId?: number;
}
export interface DevSettlementRunResponse {
  /**
   * Contracts looked at.
   */
  contracts: number;
  /**
   * Settlement rows recorded by this run (periods with rounds).
   */
  recorded: number;
  /**
   * Settlements this run paid.
   */
  paid: number;
}
