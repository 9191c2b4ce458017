/* Generated from schemas/api/depositLimits.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/deposit/limits: the request and success value of the depositLimits call.
 */
export interface DepositLimitsCall {
  request: DepositLimitsRequest;
  response: DepositLimitsResponse;
}
export interface DepositLimitsRequest {}
export interface DepositLimitsResponse {
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
}
