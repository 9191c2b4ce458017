/* Generated from schemas/api/transferInfo.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/transfer/info: the request and success value of the transferInfo call.
 */
export interface TransferInfoCall {
  request: TransferInfoRequest;
  response: TransferInfoResponse;
}
/**
 * Reads no parameters; clients may send others (platform, language), which it ignores.
 */
export interface TransferInfoRequest {
  [k: string]: string | undefined;
}
export interface TransferInfoResponse {
  balanceMinor: number;
  /**
   * The upline's username; null: none.
   */
  upline: string | null;
  /**
   * The merchant allows transfers to the upline and the member has one.
   */
  toUpline: boolean;
  /**
   * The merchant allows transfers to the downline and the member is an agent.
   */
  toDownline: boolean;
  paymentPasswordSet: boolean;
  /**
   * @maxItems 20
   */
  recent: import('./common/transfer.ts').Transfer[];
}
