/* Generated from schemas/api/devWithdrawalJob.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /dev/withdrawals/job: the request and success value of the devWithdrawalJob call.
 */
export interface DevWithdrawalJobCall {
  request: DevWithdrawalJobRequest;
  response: DevWithdrawalJobResponse;
}
export interface DevWithdrawalJobRequest {
  /**
   * Run as at this time (ms since epoch).
   */
  asOf?: number;
}
export interface DevWithdrawalJobResponse {
  timedOut: number;
  repaired: number;
}
