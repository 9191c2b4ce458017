/* Generated from schemas/api/common/consolidated-entries.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * Contract entries of the consolidated payload: one contract and its other party.
 */
export type ConsolidatedEntries = {
  id: number;
  type: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
  /**
   * The other party (null: the operator).
   */
  agent: string | null;
  status: 'P' | 'A' | 'V' | 'C' | 'R';
  /**
   * What waits for the member's answer (request lists only).
   */
  request: 'offer' | 'termination' | 'newContract' | null;
  rate: number;
}[];
