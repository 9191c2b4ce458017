/** The signed-in operator and their merchant (deskMe), for every page. */
import { formatMoney, formatPercent } from '../shared/money.ts';
import { deskCall } from './api.ts';
import { useDeskQuery } from './data.ts';

export const ME_KEY = ['deskMe'] as const;

export function useMe() {
  return useDeskQuery(ME_KEY, () => deskCall('deskMe'), { freshMs: 60_000 });
}

/** Formats minor units in the merchant's money format (src/shared/money.ts). */
export function useMoney(): (minor: number) => string {
  const me = useMe();
  const currency = me.data?.currency;
  return (minor) => (currency ? formatMoney(minor, currency) : String(minor));
}

/** Formats a percentage the platform sends (1.5 = 1.5 %) in the merchant's number format. */
export function usePercent(): (rate: number) => string {
  const currency = useMe().data?.currency;
  return (rate) => (currency ? formatPercent(rate, currency) : `${rate}%`);
}
