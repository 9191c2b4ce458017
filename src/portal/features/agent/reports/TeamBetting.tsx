// Team betting (agentMenu page teamBetting): the rounds of the agent's whole downline in the period
// or custom range, category and member the page's filter holds (a listFilter block, list teamBets;
// without one, today's rounds of the whole team), newest first, with "load more" for older rounds:
// a table on desktop, cards on a phone. The platform's totals for the whole range are the
// teamBetTotals block's (TeamBetTotals, from the same request).
import './reports.css';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '../../../../shared/api/index.ts';
import { fetchCall, useCall } from '../../../api/query.ts';
import { useMoney } from '../../../app/money.ts';
import { useConfig } from '../../../app/config-context.tsx';
import { Badge, Button, DataTable, TableSkeleton, type Column } from '../../../ui/index.ts';
import { CallError, useSaysCallStatus } from '../../../engine/call-status.tsx';
import { TotalsCard } from '../../../engine/TotalsCard.tsx';
import { categoryName, Signed } from './report-parts.tsx';
import { useTeamBetsRequest } from './team-filter.ts';
import { useOlderPages } from './older-pages.ts';
import { allPages, ExportCsv, type CsvSource } from './ExportCsv.tsx';
import { csvAmount, csvTime } from '../../../../shared/ui/csv.ts';
import type { TeamRangeQuery } from '../../../blocks/listFilter/team-range.ts';

type Item = CallResponse<'agentTeamBets'>['items'][number];
const STATUS_TONE = { won: 'success', lost: 'neutral', pending: 'warning' } as const;

export function TeamBetting() {
  const request = useTeamBetsRequest();
  // A new range or filter starts the list again (its older pages belong to the old one).
  return <div className="team-report"><BetList key={JSON.stringify(request)} request={request} /></div>;
}

/** The range's totals (block teamBetTotals), from the list's own request. */
export function TeamBetTotals() {
  const { t } = useTranslation();
  const money = useMoney();
  const request = useTeamBetsRequest();
  const first = useCall('agentTeamBets', { request });
  return (
    <TotalsCard title={t('bets.totals')} call="agentTeamBets" request={request} answer={first} height="4rem" testId="team-bet-totals" figures={({ totals }) => [
      { label: t('bets.count'), value: money.count(totals.count) },
      { label: t('bets.col.bet'), value: money.format(totals.betMinor) },
      { label: t('bets.col.validBet'), value: money.format(totals.validBetMinor) },
      { label: t('bets.col.win'), value: money.format(totals.winMinor) },
      { label: t('bets.col.profit'), value: <Signed minor={totals.profitMinor} format={money.format} /> },
    ]} />
  );
}

function BetList({ request }: { request: TeamRangeQuery & { category: string; username?: string } }) {
  const { t } = useTranslation();
  const money = useMoney();
  const first = useCall('agentTeamBets', { request });
  const says = useSaysCallStatus('agentTeamBets', request, first);
  const pages = useOlderPages<Item>(first.data, (cursor) => fetchCall('agentTeamBets', { ...request, cursor }));
  const { decimals } = useConfig().identity.currency;
  const csv: CsvSource<Item> = {
    name: `team-betting-${new Date().toISOString().slice(0, 10)}`,
    header: [t('agentReport.col.member'), t('bets.col.time'), t('bets.col.game'), t('bets.category'), t('bets.col.bet'), t('bets.col.validBet'), t('bets.col.win'), t('bets.col.profit'), t('bets.col.status'), t('bets.col.roundId')],
    rows: () => allPages((cursor) => fetchCall('agentTeamBets', { ...request, pageSize: '500', ...(cursor ? { cursor } : {}) })),
    line: (r) => [r.username, csvTime(r.createdAt), r.gameName ?? `#${r.gameId}`, categoryName(t, r.category), csvAmount(r.betMinor, decimals), csvAmount(r.validBetMinor, decimals),
      csvAmount(r.winMinor, decimals), csvAmount(r.profitMinor, decimals), t(`bets.status.${r.status}`), r.roundId],
  };
  const columns: Column<Item>[] = [
    { key: 'member', header: t('agentReport.col.member'), label: t('agentReport.col.member'), cell: (r) => r.username, primary: true },
    { key: 'time', header: t('bets.col.time'), label: t('bets.col.time'), cell: (r) => money.dateTime(r.createdAt) },
    { key: 'game', header: t('bets.col.game'), label: t('bets.col.game'), cell: (r) => <span className="report-game">{r.gameName ?? `#${r.gameId}`}<small>{categoryName(t, r.category)}</small></span> },
    { key: 'bet', header: t('bets.col.bet'), label: t('bets.col.bet'), cell: (r) => money.format(r.betMinor), align: 'end' },
    { key: 'validBet', header: t('bets.col.validBet'), label: t('bets.col.validBet'), cell: (r) => money.format(r.validBetMinor), align: 'end' },
    { key: 'win', header: t('bets.col.win'), label: t('bets.col.win'), cell: (r) => money.format(r.winMinor), align: 'end' },
    { key: 'profit', header: t('bets.col.profit'), label: t('bets.col.profit'), cell: (r) => <Signed minor={r.profitMinor} format={money.format} />, align: 'end', lead: true },
    { key: 'status', header: t('bets.col.status'), label: t('bets.col.status'), cell: (r) => <Badge tone={STATUS_TONE[r.status]}>{t(`bets.status.${r.status}`)}</Badge> },
  ];
  // The page says the loading line and the refusal once, here or in the totals (call-status.tsx).
  if (first.isError) return says ? <CallError error={first.error} /> : null;
  if (!first.data) return <TableSkeleton label={says ? t('common.loading') : undefined} />;
  const { totals } = first.data;
  return (
    <>
      {totals.count > 0 ? <ExportCsv source={csv} /> : null}
      <DataTable columns={columns} rows={pages.items} rowKey={(r) => `${r.username}/${r.roundId}`} caption={t('agent.menu.teamBetting')} empty={t('bets.empty')} />
      {pages.items.length ? <p className="report-shown">{t('bets.shown', { shown: pages.items.length, count: totals.count })}</p> : null}
      {pages.failure ? <CallError error={pages.failure.error} /> : null}
      {pages.nextCursor ? <div className="report-paging"><Button onClick={() => void pages.loadMore()} busy={pages.loading}>{t('bets.loadMore')}</Button></div> : null}
    </>
  );
}
