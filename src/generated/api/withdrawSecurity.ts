/* Generated from schemas/api/withdrawSecurity.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/withdraw/security: the request and success value of the withdrawSecurity call.
 */
export interface WithdrawSecurityCall {
  request: WithdrawSecurityRequest;
  response: WithdrawSecurityResponse;
}
export interface WithdrawSecurityRequest {}
export interface WithdrawSecurityResponse {
  paymentPasswordSet: boolean;
  payoutAccountCount: number;
  payoutAccountMax: number;
  mobileMasked: string | null;
  realName: string | null;
}
