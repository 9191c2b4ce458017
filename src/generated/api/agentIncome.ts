/* Generated from schemas/api/agentIncome.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/agent/income: the request and success value of the agentIncome call.
 */
export interface AgentIncomeCall {
  request: AgentIncomeRequest;
  response: AgentIncomeResponse;
}
/**
 * Also ignores other parameters clients send (platform, language).
 */
export interface AgentIncomeRequest {
  /**
   * Only this contract type.
   */
  type?: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
  /**
   * Only this contract of the agent's (digits).
   */
  contractId?: string;
  /**
   * nextCursor of the previous page (opaque).
   */
  cursor?: string;
  /**
   * 1 to 500 (default 20); history.pageSize.invalid otherwise.
   */
  pageSize?: string;
  [k: string]: string | 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary' | undefined;
}
export interface AgentIncomeResponse {
  items: import('./common/contract-settlement.ts').ContractSettlement[];
  /**
   * Over every page of the filter.
   */
  totals: {
    /**
     * Paid into the wallet.
     */
    disbursedMinor: number;
    /**
     * Earned, not yet paid.
     */
    pendingMinor: number;
    /**
     * Per contract type that has settlements.
     */
    byType: {
      /**
       * The contract type.
       */
      type: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
      /**
       * Paid.
       */
      disbursedMinor: number;
      /**
       * Not yet paid.
       */
      pendingMinor: number;
      /**
       * Settled periods (paid, pending and rejected).
       */
      count: number;
    }[];
  };
  /**
   * The next page's cursor; null on the last page.
   */
  nextCursor: string | null;
}
