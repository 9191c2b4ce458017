/* Generated from schemas/api/balance.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/v2/wallets/balance: the request and success value of the balance call.
 */
export interface BalanceCall {
  request: BalanceRequest;
  response: BalanceResponse;
}
export interface BalanceRequest {
  /**
   * Wallet type, 0 = all.
   */
  typeId?: string;
}
export interface BalanceResponse {
  sumBalance: number;
  sumBalanceMinor: number;
  currency: string;
  demo: boolean;
}
