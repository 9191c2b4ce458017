// The member's balance (GET /wps/v2/wallets/balance) through the query layer: fetched once
// member info is in, again on the header button, the timer and after any money call
// (the call schemas' invalidates); a failed refresh keeps the previous figure (the call is silent).
import { useEffect } from 'react';
import { useCall } from '../../api/query.ts';
import { setSession } from '../../state/session.ts';
import { usePortal, type WalletBalance } from '../../state/store.ts';

export function selectBalance(value: unknown): WalletBalance | null {
  const v = (value ?? {}) as { sumBalance?: number | string; sumBalanceMinor?: unknown };
  const sum = Number(v.sumBalance);
  // The reference platform also sends exact minor units; the spec's sumBalance alone is major units.
  const minor = Number.isSafeInteger(v.sumBalanceMinor) ? (v.sumBalanceMinor as number) : null;
  return Number.isFinite(sum) ? { sumBalance: sum, sumBalanceMinor: minor } : null;
}

export function useBalance(): { balance: WalletBalance | null; refreshing: boolean } {
  const signedIn = usePortal((s) => s.isLogin && s.member !== null);
  const result = useCall('balance', { request: { typeId: 0 }, select: selectBalance, enabled: signedIn });
  const sum = result.data?.sumBalance;
  // The session keeps the last figure as `wallet` (spec section 3).
  useEffect(() => {
    if (sum !== undefined) setSession('wallet', { sumBalance: sum });
  }, [sum]);
  return { balance: result.data ?? null, refreshing: result.isFetching };
}
