/* Generated from schemas/api/depositCreate.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/deposit: the request and success value of the depositCreate call.
 */
export interface DepositCreateCall {
  request: DepositCreateRequest;
  response: DepositCreateResponse;
}
export interface DepositCreateRequest {
  /**
   * A channel code from depositChannels.
   */
  channel: string;
  /**
   * Amount in major units, e.g. 500.50.
   */
  amount: string;
  /**
   * Client-chosen key; a repeat answers the first request.
   */
  requestKey: string;
  /**
   * Where the provider sends the member back: a page on this merchant's portal.
   */
  returnUrl: string;
}
export interface DepositCreateResponse {
  deposit: import('./common/deposit.ts').DepositItem;
  /**
   * The provider's checkout page for this request.
   */
  checkoutUrl: string;
}
