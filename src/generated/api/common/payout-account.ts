/* Generated from schemas/api/common/payout-account.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * A bound payout account; the number is masked.
 */
export interface PayoutAccountItem {
  id: number;
  provider: string;
  providerName: string;
  kind: 'bank' | 'ewallet';
  accountNumberMasked: string;
  holderName: string;
  createdAt: number;
}
