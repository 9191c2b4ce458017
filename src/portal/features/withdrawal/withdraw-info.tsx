// What the withdraw page's blocks share: the member's withdrawInfo (one query, read by every block
// that needs it) fetched again when the live balance changes, and the error or skeleton a block
// shows until it has arrived.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { asPlatformError } from '../../forms/server-errors.ts';
import { Skeleton } from '../../ui/index.ts';
import { useStatusOnce } from '../../engine/status-once.tsx';
import { useBalance } from '../session/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';

export type WithdrawInfo = CallResponse<'withdrawInfo'>;

/** withdrawInfo, asked again when the live balance changes (a deposit credited, a rejection returned). */
export function useWithdrawInfo() {
  const info = useCall('withdrawInfo');
  const money = useMoney();
  const { balance } = useBalance();
  const live = balance ? money.balanceMinor(balance) : null;
  const refetch = useRef(info.refetch);
  refetch.current = info.refetch;
  const seen = useRef(live);
  useEffect(() => {
    if (live !== null && seen.current !== null && live !== seen.current) void refetch.current();
    seen.current = live;
  }, [live]);
  return info;
}

/**
 * Renders `children` with withdrawInfo once it is in; until then a skeleton of `height`, or its
 * error. Of the page's blocks, only the first says "loading" or the error.
 */
export function WithWithdrawInfo({ height, children }: { height: string; children: (info: WithdrawInfo) => ReactNode }) {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const says = useStatusOnce('withdrawInfo', !info.data);
  if (info.isError && !info.data) return says ? <p className="field-error" role="alert">{errorText(t, asPlatformError(info.error))}</p> : null;
  if (!info.data) return <Skeleton height={height} label={says ? t('common.loading') : undefined} />;
  return <>{children(info.data)}</>;
}
