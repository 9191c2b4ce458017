/* Generated from schemas/api/common/deposit.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One deposit request as the member sees it. Amounts in minor units; times in epoch milliseconds.
 */
export interface DepositItem {
  id: number;
  /**
   * The channel's code.
   */
  channel: string;
  channelName: string;
  kind: 'bank' | 'ewallet' | 'qr' | 'crypto';
  status: 'new' | 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
  amountMinor: number;
  feeMinor: number;
  /**
   * What reaches the wallet: amount minus fee.
   */
  creditMinor: number;
  createdAt: number;
  expiresAt: number;
  decidedAt: number | null;
  reason: string | null;
  /**
   * gateway: through the payment provider; manual: a bank transfer the desk reviews.
   */
  method: 'gateway' | 'manual';
  /**
   * A manual transfer's bank reference.
   */
  transferReference: string | null;
}
