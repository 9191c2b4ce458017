/* Generated from schemas/api/protectionLift.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/protection/lift: the request and success value of the protectionLift call.
 */
export interface ProtectionLiftCall {
  request: ProtectionLiftRequest;
  response: ProtectionLiftResponse;
}
export interface ProtectionLiftRequest {
  [k: string]: unknown | undefined;
}
export interface ProtectionLiftResponse {
  /**
   * The member's latest request to lift the self-exclusion early, null = none.
   */
  lift: {
    id: number;
    /**
     * pending: waits for the desk; refused (note says why); approved: the member may confirm from confirmFrom; confirmed: play resumes at resumesAt.
     */
    status: 'pending' | 'refused' | 'approved' | 'confirmed';
    reason: string;
    requestedAt: number;
    decidedAt: number | null;
    /**
     * The desk's note with its decision.
     */
    note: string | null;
    /**
     * Approved: the earliest moment the member may confirm (the first cooling-off).
     */
    confirmFrom: number | null;
    /**
     * Confirmed: when play resumes (the second cooling-off ends).
     */
    resumesAt: number | null;
  } | null;
  /**
   * The merchant's cooling-off (constants.protection.liftCoolingOff).
   */
  coolingOff: {
    confirmAfterHours: number;
    resumeAfterDays: number;
  };
}
