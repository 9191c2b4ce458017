/* Generated from schemas/api/missionClaim.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/missions/claim: the request and success value of the missionClaim call.
 */
export interface MissionClaimCall {
  request: MissionClaimRequest;
  response: MissionClaimResponse;
}
export interface MissionClaimRequest {
  missionId: string;
}
export interface MissionClaimResponse {
  missionId: string;
  prizeKind: 'money' | 'points';
  /**
   * Minor units of money, or whole points with prizeKind points.
   */
  amountMinor: number;
  periodFrom: number;
  periodTo: number;
  claimedAt: number;
}
