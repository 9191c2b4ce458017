/* Generated from schemas/api/wallet-transfer-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/relay/GCS_walletTransfer (token): move money to the upline or a downline; refused for trial accounts.
 */
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
