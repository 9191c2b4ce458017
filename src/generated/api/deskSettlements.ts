/* Generated from schemas/api/deskSettlements.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/settlements: the request and success value of the deskSettlements call.
 */
export interface DeskSettlementsCall {
  request: DeskSettlementsRequest;
  response: DeskSettlementsResponse;
}
export interface DeskSettlementsRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Only this state.
   */
  state?: 'pending' | 'disbursed' | 'rejected';
  /**
   * Only this agent's.
   */
  holder?: string;
}
export interface DeskSettlementsResponse {
  items: DeskSettlement[];
  total: number;
  page: number;
  pageSize: number;
}
export interface DeskSettlement {
  /**
   * The settlement's id.
   */
  id: number;
  /**
   * The agent paid (username).
   */
  holder: string;
  /**
   * The contract (version) that settled the period.
   */
  contractId: number;
  /**
   * The contract type.
   */
  type: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
  /**
   * Start of the period, epoch ms.
   */
  periodStart: number;
  /**
   * End of the period, epoch ms (exclusive).
   */
  periodEnd: number;
  /**
   * The team's valid bet in the period.
   */
  validBetMinor: number;
  /**
   * The team's stakes minus wins.
   */
  profitLossMinor: number;
  /**
   * Team members who played in the period.
   */
  activeMembers: number;
  /**
   * The 1-based tier reached.
   */
  tier: number | null;
  /**
   * What it pays (or paid): the computed amount or the desk's adjusted one.
   */
  amountMinor: number;
  /**
   * What the job computed, when the desk paid another amount; null otherwise.
   */
  computedAmountMinor: number | null;
  /**
   * pending: not yet paid; disbursed: paid; rejected: never paid.
   */
  state: 'pending' | 'disbursed' | 'rejected';
  /**
   * Above the merchant's review threshold: the job leaves it for the desk.
   */
  held: boolean;
  /**
   * The desk's reason for a rejection.
   */
  remark: string | null;
  /**
   * operator:<username> when the desk decided; null when the job paid it.
   */
  decidedBy: string | null;
  /**
   * When the period was settled, epoch ms.
   */
  settledAt: number;
  /**
   * When it was paid or rejected, epoch ms.
   */
  decidedAt: number | null;
}
