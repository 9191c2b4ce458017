/* Generated from schemas/api/protectionStatus.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/protection: the request and success value of the protectionStatus call.
 */
export interface ProtectionStatusCall {
  request: ProtectionStatusRequest;
  response: ProtectionStatusResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface ProtectionStatusRequest {
  [k: string]: unknown | undefined;
}
export interface ProtectionStatusResponse {
  /**
   * The reality-check interval, null = off.
   */
  realityCheckMinutes: number | null;
  /**
   * When this session's login happened (epoch ms, platform clock).
   */
  sessionStartedAt: number;
  /**
   * The platform's clock now: the portal measures elapsed time from the difference, whatever its own clock says.
   */
  serverNow: number;
  play: {
    rounds: number;
    /**
     * Stakes this session, minor units.
     */
    betMinor: number;
    /**
     * Wins this session, minor units.
     */
    winMinor: number;
    /**
     * Wins minus stakes this session (negative = a loss).
     */
    netMinor: number;
  };
}
