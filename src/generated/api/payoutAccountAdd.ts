/* Generated from schemas/api/payoutAccountAdd.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

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
/**
 * A bound payout account; the number is masked.
 */
export interface PayoutAccountAddResponse {
  id: number;
  provider: string;
  providerName: string;
  kind: 'bank' | 'ewallet';
  accountNumberMasked: string;
  holderName: string;
  createdAt: number;
}
