// Bet records' list (member centre page betRecords): the member's rounds in the range and
// category the page's filter holds (a listFilter block, list bets, above it sets them; without
// one, the last 7 days' of every category), newest first, with "load more" for older rounds (the
// keyset cursor). The range's totals are the betTotals block's (the same first request). A table
// on desktop, cards on a phone.
import './history.css';
import './bets.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { fetchCall, useCall } from '../../api/query.ts';
import { CallError, useSaysCallStatus } from '../../engine/call-status.tsx';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, DataTable, TableSkeleton, type Column } from '../../ui/index.ts';
import type { Range } from '../../blocks/listFilter/range.ts';
import { betsRequest, useBetsFilter } from './bets-filter.ts';
import { categoryName, Signed } from './bet-labels.tsx';

type Answer = CallResponse<'betRecords'>;
type Item = Answer['items'][number];
const STATUS_TONE = { won: 'success', lost: 'neutral', pending: 'warning' } as const;

export function BetRecords() {
  const { range, category } = useBetsFilter();
  // A new range or category starts again from its newest rounds.
  return (
    <div className="history-page">
      <BetList key={`${range.from}-${range.to}-${category}`} range={range} category={category} />
    </div>
  );
}

function BetList({ range, category }: { range: Range; category: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const request = betsRequest(range, category);
  const first = useCall('betRecords', { request });
  const says = useSaysCallStatus('betRecords', request, first);
  // Older pages, fetched on "load more" and kept below the first.
  const [older, setOlder] = useState<{ items: Item[]; nextCursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<{ error: PlatformError | null } | null>(null);
  const items = [...(first.data?.items ?? []), ...(older?.items ?? [])];
  const nextCursor = older ? older.nextCursor : first.data?.nextCursor ?? null;

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoading(true);
    setFailure(null);
    try {
      const answer = await fetchCall('betRecords', { ...request, cursor: nextCursor });
      setOlder({ items: [...(older?.items ?? []), ...answer.items], nextCursor: answer.nextCursor });
    } catch (e) {
      setFailure({ error: e instanceof PlatformError ? e : null });
    } finally {
      setLoading(false);
    }
  };

  const columns: Column<Item>[] = [
    { key: 'time', header: t('bets.col.time'), label: t('bets.col.time'), cell: (r) => money.dateTime(r.createdAt), primary: true },
    { key: 'game', header: t('bets.col.game'), label: t('bets.col.game'), cell: (r) => <span className="bets-game">{r.gameName ?? `#${r.gameId}`}<small>{categoryName(t, r.category)}</small></span> },
    { key: 'bet', header: t('bets.col.bet'), label: t('bets.col.bet'), cell: (r) => money.format(r.betMinor), align: 'end' },
    { key: 'validBet', header: t('bets.col.validBet'), label: t('bets.col.validBet'), cell: (r) => money.format(r.validBetMinor), align: 'end' },
    { key: 'win', header: t('bets.col.win'), label: t('bets.col.win'), cell: (r) => money.format(r.winMinor), align: 'end' },
    { key: 'profit', header: t('bets.col.profit'), label: t('bets.col.profit'), cell: (r) => <Signed minor={r.profitMinor} format={money.format} />, align: 'end', lead: true },
    { key: 'status', header: t('bets.col.status'), label: t('bets.col.status'), cell: (r) => <Badge tone={STATUS_TONE[r.status]}>{t(`bets.status.${r.status}`)}</Badge> },
  ];

  // The page says the loading line and the refusal once, here or in the totals above (call-status.tsx).
  if (first.isError) return says ? <CallError error={first.error} /> : null;
  if (!first.data) return <TableSkeleton label={says ? t('common.loading') : undefined} />;
  return (
    <>
      <DataTable columns={columns} rows={items} rowKey={(r) => r.roundId} caption={t('member.menu.betRecords')} empty={t('bets.empty')} />
      {items.length ? <p className="bets-shown">{t('bets.shown', { shown: items.length, count: first.data.totals.count })}</p> : null}
      {failure ? <p className="field-error" role="alert">{errorText(t, failure.error)}</p> : null}
      {nextCursor ? <div className="history-paging"><Button onClick={() => void loadMore()} busy={loading}>{t('bets.loadMore')}</Button></div> : null}
    </>
  );
}

