/* Generated from schemas/api/playLimitSet.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/play/limits: the request and success value of the playLimitSet call.
 */
export interface PlayLimitSetCall {
  request: PlayLimitSetRequest;
  response: PlayLimitSetResponse;
}
export interface PlayLimitSetRequest {
  kind: 'loss' | 'wager' | 'session';
  /**
   * day, week or month for loss and wager; session for the session-time limit.
   */
  period: 'day' | 'week' | 'month' | 'session';
  /**
   * The limit in major units (minutes for a session); null removes it (after 24 hours and confirmation).
   */
  amount: string | null;
}
export interface PlayLimitSetResponse {
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
  /**
   * now: in force at once (a lower limit); pending: a higher limit or a removal, confirmable after 24 hours.
   */
  change: 'now' | 'pending';
}
