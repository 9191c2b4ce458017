/** The signed-in operator and their merchant (deskMe), for every page. */
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../shared/money.ts';
import { deskCall } from './api.ts';

export const ME_KEY = ['deskMe'] as const;

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => deskCall('deskMe'), staleTime: 60_000 });
}

/** Formats minor units in the merchant's money format (src/shared/money.ts). */
export function useMoney(): (minor: number) => string {
  const me = useMe();
  const currency = me.data?.currency;
  return (minor) => (currency ? formatMoney(minor, currency) : String(minor));
}
