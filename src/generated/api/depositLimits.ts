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
     * day: 24 hours; week: 7 days; month: one calendar month, each back from now.
     */
    period: 'day' | 'week' | 'month';
    /**
     * The limit in force; null = none.
     */
    limitMinor: number | null;
    /**
     * A raised limit waiting for its 24 hours (null with pendingFrom set: the limit's removal).
     */
    pendingMinor: number | null;
    /**
     * When the waiting change applies; null = nothing waiting.
     */
    pendingFrom: number | null;
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
