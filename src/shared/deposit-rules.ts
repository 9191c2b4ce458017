/** Deposit arithmetic both sides use: the portal's fee preview is the platform's fee. Minor units. */
import type { DepositFee } from '../generated/merchant.ts';

const toMinor = (major: number, decimals: number): number => Math.round(major * 10 ** decimals);

/** The fee taken from `amount`: percent bounded by min and max (0 = no cap), or fixed; never the whole amount. */
export function depositFee(amount: number, fee: DepositFee, decimals: number): number {
  let minor: number;
  if (fee.kind === 'fixed') minor = toMinor(fee.amount, decimals);
  else {
    minor = Math.max(Math.ceil((amount * fee.percent) / 100), toMinor(fee.minAmount, decimals));
    if (fee.maxAmount > 0) minor = Math.min(minor, toMinor(fee.maxAmount, decimals));
  }
  return Math.min(minor, Math.max(amount - 1, 0));
}

/** A bank transfer's reference as the member copies it from the bank: 4 to 40 letters, digits, spaces and . _ / # -. */
export const TRANSFER_REFERENCE = /^[\p{L}\p{N} ._/#-]{4,40}$/u;
