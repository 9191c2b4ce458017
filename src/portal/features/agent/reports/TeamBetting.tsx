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
import { Badge, Button, Card, DataTable, Skeleton, TableSkeleton, type Column } from '../../../ui/index.ts';
import { categoryName, ReportError, Signed } from './report-parts.tsx';
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
  const first = useCall('agentTeamBets', { request: useTeamBetsRequest() });
  // A refusal is the list's to say, once.
  if (first.isError) return null;
  const totals = first.data?.totals;
  if (!totals) return <div className="report-totals-block"><Card title={t('bets.totals')}><Skeleton width="100%" height="4rem" /></Card></div>;
  return (
    <div className="report-totals-block">
      <Card title={t('bets.totals')}>
        <dl className="report-figures" data-testid="team-bet-totals">
          <div><dt>{t('bets.count')}</dt><dd>{money.count(totals.count)}</dd></div>
          <div><dt>{t('bets.col.bet')}</dt><dd>{money.format(totals.betMinor)}</dd></div>
          <div><dt>{t('bets.col.validBet')}</dt><dd>{money.format(totals.validBetMinor)}</dd></div>
          <div><dt>{t('bets.col.win')}</dt><dd>{money.format(totals.winMinor)}</dd></div>
          <div><dt>{t('bets.col.profit')}</dt><dd><Signed minor={totals.profitMinor} format={money.format} /></dd></div>
        </dl>
      </Card>
    </div>
  );
}

function BetList({ request }: { request: TeamRangeQuery & { category: string; username?: string } }) {
  const { t } = useTranslation();
  const money = useMoney();
  const first = useCall('agentTeamBets', { request });
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
  if (first.isError) return <ReportError error={first.error} />;
  if (!first.data) return <TableSkeleton label={t('common.loading')} />;
  const { totals } = first.data;
  return (
    <>
      {totals.count > 0 ? <ExportCsv source={csv} /> : null}
      <DataTable columns={columns} rows={pages.items} rowKey={(r) => `${r.username}/${r.roundId}`} caption={t('agent.menu.teamBetting')} empty={t('bets.empty')} />
      {pages.items.length ? <p className="report-shown">{t('bets.shown', { shown: pages.items.length, count: totals.count })}</p> : null}
      {pages.failure ? <ReportError error={pages.failure.error} /> : null}
      {pages.nextCursor ? <div className="report-paging"><Button onClick={() => void pages.loadMore()} busy={pages.loading}>{t('bets.loadMore')}</Button></div> : null}
    </>
  );
}
