/* Generated from schemas/api/common/contract-tier.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One tier of an agent contract: the thresholds the team reaches and the percentage it then earns. Which fields a type takes: dividend validBetMinor, profitLossMinor, activeMembers, rate; daily and hourly salary teamBetMinor, activeMembers, rate; real-time salary singleBetMinor, lossRate, profitRate (src/shared/contract-rules.ts). Money in integer minor units; rates are percentages above 0 and at most 100.
 */
export interface ContractTier {
  /**
   * Dividend: the team's valid bet in the period.
   */
  validBetMinor?: number;
  /**
   * Dividend: the team's loss in the period.
   */
  profitLossMinor?: number;
  /**
   * Daily and hourly salary: the team's betting in the day or hour.
   */
  teamBetMinor?: number;
  /**
   * Real-time salary: the size of one bet.
   */
  singleBetMinor?: number;
  /**
   * Members with a real-money round in the period.
   */
  activeMembers?: number;
  /**
   * Percentage earned (dividend, daily and hourly salary).
   */
  rate?: number;
  /**
   * Real-time salary: percentage of a losing bet.
   */
  lossRate?: number;
  /**
   * Real-time salary: percentage of a winning bet.
   */
  profitRate?: number;
}
