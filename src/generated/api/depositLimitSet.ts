/* Generated from schemas/api/depositLimitSet.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/deposit/limits: the request and success value of the depositLimitSet call.
 */
export interface DepositLimitSetCall {
  request: DepositLimitSetRequest;
  response: DepositLimitSetResponse;
}
export interface DepositLimitSetRequest {
  period: 'day' | 'week' | 'month';
  /**
   * The limit in major units; null removes it (after 24 hours).
   */
  amount: string | null;
}
export interface DepositLimitSetResponse {
  limits: {
    /**
     * day: 24 hours; week: 7 days; month: a calendar month or 30 days, whichever is longer, each back from now.
     */
    period: 'day' | 'week' | 'month';
    /**
     * The limit in force; null = none.
     */
    limitMinor: number | null;
    /**
     * A raised limit waiting for its 24 hours and the member's confirmation (null with pendingFrom set: the limit's removal).
     */
    pendingMinor: number | null;
    /**
     * When the waiting change may be confirmed; null = nothing waiting.
     */
    pendingFrom: number | null;
    /**
     * The waiting change's 24 hours are over: it applies once the member confirms it (depositLimitConfirm).
     */
    confirmable: boolean;
    /**
     * Deposits counted in the period now (credited and open requests).
     */
    usedMinor: number;
    /**
     * What may still be deposited in the period; null = no limit.
     */
    remainingMinor: number | null;
  }[];
  /**
   * now: in force at once (a lower limit); pending: a higher limit or a removal, in force after 24 hours.
   */
  change: 'now' | 'pending';
}
