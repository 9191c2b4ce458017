/* Generated from schemas/api/devWithdrawalFund.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /dev/withdrawals/fund: the request and success value of the devWithdrawalFund call.
 */
export interface DevWithdrawalFundCall {
  request: DevWithdrawalFundRequest;
  response: DevWithdrawalFundResponse;
}
export interface DevWithdrawalFundRequest {
  username: string;
  amountMinor: number;
}
export interface DevWithdrawalFundResponse {
  balanceMinor: number;
}
