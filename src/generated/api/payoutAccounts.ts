/* Generated from schemas/api/payoutAccounts.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/payoutAccounts: the request and success value of the payoutAccounts call.
 */
export interface PayoutAccountsCall {
  request: PayoutAccountsRequest;
  response: PayoutAccountsResponse;
}
export interface PayoutAccountsRequest {}
export interface PayoutAccountsResponse {
  accounts: import('./common/payout-account.ts').PayoutAccountItem[];
  max: number;
  realName: string | null;
  providers: {
    code: string;
    kind: 'bank' | 'ewallet';
    name: string;
  }[];
}
