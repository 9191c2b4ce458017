/* Generated from schemas/api/common/contract-settlement.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One settled period of one of the agent's contracts (My income): the team's figures, the tier reached, what it earned and whether it was paid. Money in integer minor units; rates are percentages.
 */
export interface ContractSettlement {
  /**
   * The settlement's id.
   */
  id: number;
  /**
   * The contract (version) that settled the period.
   */
  contractId: number;
  /**
   * That contract's version number.
   */
  contractVersion: number;
  /**
   * The contract type.
   */
  type: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
  /**
   * A dividend's period; null for salaries (their period follows from the type).
   */
  period: 'daily' | 'weekly' | 'semimonthly' | 'monthly' | null;
  /**
   * Start of the settled period, epoch ms (inclusive).
   */
  periodStart: number;
  /**
   * End of the settled period, epoch ms (exclusive).
   */
  periodEnd: number;
  /**
   * The team's valid bet in the period (settled real-money stakes).
   */
  validBetMinor: number;
  /**
   * The team's stakes minus wins: positive when the team lost.
   */
  profitLossMinor: number;
  /**
   * Team members with a settled real-money round in the period.
   */
  activeMembers: number;
  /**
   * The team's settled real-money rounds in the period.
   */
  rounds: number;
  /**
   * The 1-based tier reached (real-time salary: the highest any round reached); null: none.
   */
  tier: number | null;
  /**
   * Dividend, daily and hourly salary: the tier's percentage.
   */
  rate: number | null;
  /**
   * Real-time salary: the tier's percentage of a losing bet.
   */
  lossRate: number | null;
  /**
   * Real-time salary: the tier's percentage of a winning bet.
   */
  profitRate: number | null;
  /**
   * What the period earned (when the operator adjusted it, what was paid).
   */
  amountMinor: number;
  /**
   * pending: computed, not yet paid; disbursed: paid into the wallet; rejected: not paid (see reason). Periods that earned nothing leave no row.
   */
  state: 'pending' | 'disbursed' | 'rejected';
  /**
   * Pending above the merchant's review threshold: waits for the operator's review (paid, adjusted or rejected there).
   */
  held: boolean;
  /**
   * Why it was not paid: desk, the operator rejected it (see remark); belowTier and zeroAmount only on periods settled before such periods stopped being recorded.
   */
  reason: 'belowTier' | 'zeroAmount' | 'desk' | null;
  /**
   * The operator's reason for a rejection.
   */
  remark: string | null;
  /**
   * When the period was settled, epoch ms.
   */
  settledAt: number;
  /**
   * When it was paid or rejected by the operator, epoch ms; null while pending.
   */
  decidedAt: number | null;
}
