/* Generated from schemas/api/balance-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/v2/wallets/balance query.
 */
export interface BalanceQuery {
  /**
   * Wallet type, 0 = all.
   */
  typeId?: string;
}
