/* Generated from schemas/api/consolidated.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/info/funds/consolidated: the request and success value of the consolidated call.
 */
export interface ConsolidatedCall {
  request: ConsolidatedRequest;
  response: ConsolidatedResponse;
}
export interface ConsolidatedRequest {
  [k: string]: string | undefined;
}
export interface ConsolidatedResponse {
  divtypereq: import('./common/consolidated-entries.ts').ConsolidatedEntries;
  dailysalreqtype: import('./common/consolidated-entries.ts').ConsolidatedEntries;
  contracthoursalreq: import('./common/consolidated-entries.ts').ConsolidatedEntries;
  realtimesalreq: import('./common/consolidated-entries.ts').ConsolidatedEntries;
  divtypeinfo: import('./common/consolidated-entries.ts').ConsolidatedEntries;
  dailysalinfo: import('./common/consolidated-entries.ts').ConsolidatedEntries;
  contracthoursalinfo: import('./common/consolidated-entries.ts').ConsolidatedEntries;
  realtimesalinfo: import('./common/consolidated-entries.ts').ConsolidatedEntries;
  contractmrdailysalinfotype: import('./common/consolidated-entries.ts').ConsolidatedEntries;
  /**
   * How many requests wait for the member's answer.
   */
  pending: number;
  flags: {
    dividend: boolean;
    dailySalary: boolean;
    hourlySalary: boolean;
    realTimeSalary: boolean;
    any: boolean;
  };
}
