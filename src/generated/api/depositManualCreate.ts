/* Generated from schemas/api/depositManualCreate.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/deposit/manual: the request and success value of the depositManualCreate call.
 */
export interface DepositManualCreateCall {
  request: DepositManualCreateRequest;
  response: DepositManualCreateResponse;
}
export interface DepositManualCreateRequest {
  /**
   * A manual channel's code from depositChannels.
   */
  channel: string;
  /**
   * Amount in major units, e.g. 5000.
   */
  amount: string;
  /**
   * The transfer reference the bank gave.
   */
  reference: string;
  /**
   * The receipt image: a data URL or base64 of a png or jpg of at most 5 MB.
   */
  receipt: string;
  /**
   * Client-chosen key; a repeat answers the first request.
   */
  requestKey: string;
}
export interface DepositManualCreateResponse {
  deposit: import('./common/deposit.ts').DepositItem;
}
