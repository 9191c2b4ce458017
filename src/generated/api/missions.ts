/* Generated from schemas/api/missions.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/missions: the request and success value of the missions call.
 */
export interface MissionsCall {
  request: MissionsRequest;
  response: MissionsResponse;
}
export interface MissionsRequest {}
export interface MissionsResponse {
  missions: import('./common/mission.ts').MissionView[];
  claimableCount: number;
  /**
   * The merchant's time zone for missions (minutes east of UTC): periods start and end on its clock, and the page writes their times on it.
   */
  utcOffsetMinutes: number;
}
