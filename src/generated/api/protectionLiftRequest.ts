/* Generated from schemas/api/protectionLiftRequest.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/protection/lift: the request and success value of the protectionLiftRequest call.
 */
export interface ProtectionLiftRequestCall {
  request: ProtectionLiftRequestRequest;
  response: ProtectionLiftRequestResponse;
}
export interface ProtectionLiftRequestRequest {
  /**
   * Why the member asks (at least 10 characters once trimmed, else protection.lift.reason).
   */
  reason: string;
  [k: string]: unknown | undefined;
}
export interface ProtectionLiftRequestResponse {
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
}
