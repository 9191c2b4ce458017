/* Generated from schemas/api/playLimits.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/play/limits: the request and success value of the playLimits call.
 */
export interface PlayLimitsCall {
  request: PlayLimitsRequest;
  response: PlayLimitsResponse;
}
export interface PlayLimitsRequest {}
export interface PlayLimitsResponse {
  limits: {
    /**
     * loss: stakes minus wins; wager: stakes; session: minutes since sign-in.
     */
    kind: 'loss' | 'wager' | 'session';
    /**
     * day: 24 hours; week: 7 days; month: a calendar month or 30 days, whichever is longer, each back from now; session: the session (kind session).
     */
    period: 'day' | 'week' | 'month' | 'session';
    /**
     * The limit in force, the lower of the member's and the operator's (minor units; minutes for a session); null = none.
     */
    limitMinor: number | null;
    /**
     * The member's own limit; null = none.
     */
    memberLimitMinor: number | null;
    /**
     * The operator's limit (merchant config constants.playLimits); null = none.
     */
    operatorLimitMinor: number | null;
    /**
     * A raised limit waiting (null with pendingFrom set: the limit's removal).
     */
    pendingMinor: number | null;
    /**
     * When the waiting change may be confirmed; null = nothing waiting.
     */
    pendingFrom: number | null;
    /**
     * The waiting change's 24 hours are over: it applies once the member confirms it (playLimitConfirm).
     */
    confirmable: boolean;
    /**
     * What counts now: losses or stakes in the period, minutes of the session.
     */
    usedMinor: number;
    /**
     * What is left before the limit; null = no limit.
     */
    remainingMinor: number | null;
    /**
     * When the period's first counted round leaves the window; null = nothing counted (or a session).
     */
    resetsAt: number | null;
  }[];
}
