import type { TFunction } from 'i18next';

/**
 * A payment channel's or payout provider's name in the page's language. The merchant's config
 * names each once ("Bank transfer"); a merchant text `payment.<code>` in texts/<LANG>.json
 * translates it, so brand names (bKash) need no text and stay as the config writes them.
 */
export function paymentName(t: TFunction, code: string, name: string): string {
  return t(`payment.${code}`, { defaultValue: name });
}
