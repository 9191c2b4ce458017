/* Generated from schemas/api/payoutAccountAdd.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type PayoutAccountAddResponse = import('./common/payout-account.ts').PayoutAccountItem;

/**
 * POST /wps/member/payoutAccounts: the request and success value of the payoutAccountAdd call.
 */
export interface PayoutAccountAddCall {
  request: PayoutAccountAddRequest;
  response: PayoutAccountAddResponse;
}
export interface PayoutAccountAddRequest {
  /**
   * Provider code from payoutAccounts.providers.
   */
  provider: string;
  /**
   * Account or wallet number.
   */
  accountNumber: string;
  /**
   * Account holder's name.
   */
  holderName: string;
}
