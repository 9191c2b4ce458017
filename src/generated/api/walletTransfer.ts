/* Generated from schemas/api/walletTransfer.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/relay/GCS_walletTransfer: the request and success value of the walletTransfer call.
 */
export interface WalletTransferCall {
  request: WalletTransferRequest;
  response: WalletTransferResponse;
}
export interface WalletTransferRequest {
  /**
   * Receiving account.
   */
  toUsername: string;
  /**
   * Amount in major units, e.g. 10.50.
   */
  amount: string;
  /**
   * Client-chosen key; a repeat returns the first result.
   */
  idempotencyKey: string;
}
export interface WalletTransferResponse {
  transactionId: number;
  replayed: boolean;
  /**
   * The sender's balance after the transfer, in major units.
   */
  sumBalance: number;
  /**
   * The same balance in minor units (exact).
   */
  sumBalanceMinor: number;
}
