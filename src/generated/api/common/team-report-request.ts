/* Generated from schemas/api/common/team-report-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * The range and member filter the agent centre's team reports take (team betting, team transactions, profit and loss). Query values are strings; the platform answers history.range.invalid, agent.range.tooLong or agent.team.unknown.
 */
export interface TeamReportRequest {
  [k: string]: unknown | undefined;
}
