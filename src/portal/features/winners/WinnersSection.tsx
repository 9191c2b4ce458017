// The full winners page ("Winner lists"): the merchant's biggest settled real-money
// wins, biggest first, the account masked by the platform, amounts in the merchant's currency
// format (never the language's), asked again every WINNERS_REFRESH_MS while the page is open, so new big
// wins appear without a reload.
import './winners.css';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { CallError } from '../../engine/call-status.tsx';
import { DataTable, type Column } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { sortWinners, WINNERS_REFRESH_MS } from '../games/index.ts';

type Win = CallResponse<'winners'>[number];
/** How many wins the page lists (the platform's most). */
export const WINNERS_PAGE = 100;

export function WinnersSection() {
  const { t } = useTranslation();
  const money = useMoney();
  const wins = useCall('winners', { request: { limit: String(WINNERS_PAGE) }, select: sortWinners, refetchInterval: WINNERS_REFRESH_MS });
  const rows = (wins.data ?? []).map((w, i) => ({ ...w, rank: i + 1 }));
  const columns: Column<Win & { rank: number }>[] = [
    { key: 'rank', header: t('winners.col.rank'), label: t('winners.col.rank'), cell: (w) => w.rank },
    { key: 'account', header: t('winners.col.player'), label: t('winners.col.player'), primary: true, cell: (w) => w.vo.account },
    { key: 'game', header: t('winners.col.game'), label: t('winners.col.game'), cell: (w) => w.vo.gameName },
    { key: 'amount', header: t('winners.col.amount'), label: t('winners.col.amount'), cell: (w) => <span className="winner-amount">{money.format(w.vo.winAmountMinor)}</span> },
    { key: 'time', header: t('winners.col.time'), label: t('winners.col.time'), cell: (w) => money.dateTime(w.vo.winTime) },
  ];
  return (
    <div className="winners-page">
      <h1>{t('winners.title')}</h1>
      <p className="winners-intro">{t('winners.intro')}</p>
      {wins.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {wins.isError ? <CallError error={wins.error} /> : null}
      {wins.data ? <DataTable columns={columns} rows={rows} rowKey={(w) => `${w.vo.winTime}-${w.vo.account}-${w.rank}`} caption={t('winners.title')} empty={t('common.empty')} /> : null}
    </div>
  );
}
