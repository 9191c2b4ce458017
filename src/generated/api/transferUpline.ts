/* Generated from schemas/api/transferUpline.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type TransferUplineResponse = import('./common/transfer.ts').Transfer;

/**
 * POST /wps/member/transfer/upline: the request and success value of the transferUpline call.
 */
export interface TransferUplineCall {
  request: TransferUplineRequest;
  response: TransferUplineResponse;
}
export interface TransferUplineRequest {
  /**
   * Amount in major units, e.g. 100.50.
   */
  amount: string;
  /**
   * Transaction password.
   */
  paymentPassword: string;
  /**
   * A note both sides see.
   */
  remark?: string;
  /**
   * Client-chosen key; a repeat answers the first transfer.
   */
  requestKey: string;
}
