// Profit and loss (agentMenu page profitLoss): one row per downline member with activity in the
// period or custom range of up to 90 days and member the page's filter holds (a listFilter block,
// list teamProfit; without one, today's of the whole team): a table on desktop, a card per member
// on a phone, 20 members at a time with "load more" (the platform pages them by username). The
// team's figures for the range are the teamProfitTotals block's (TeamProfitTotals, same request).
// Profit or loss is the member's, as on its own page: a loss shows red.
import './reports.css';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '../../../../shared/api/index.ts';
import { fetchCall, useCall } from '../../../api/query.ts';
import { useMoney } from '../../../app/money.ts';
import { useConfig } from '../../../app/config-context.tsx';
import { Button, Card, DataTable, type Column } from '../../../ui/index.ts';
import { CallError, useSaysCallStatus } from '../../../engine/call-status.tsx';
import { TotalsCard } from '../../../engine/TotalsCard.tsx';
import { Signed } from './report-parts.tsx';
import { useTeamProfitRequest } from './team-filter.ts';
import type { TeamRangeQuery } from '../../../blocks/listFilter/team-range.ts';
import { allPages, ExportCsv } from './ExportCsv.tsx';
import { useOlderPages } from './older-pages.ts';
import { csvAmount } from '../../../../shared/ui/csv.ts';

type Answer = CallResponse<'agentTeamProfit'>;
type Row = Answer['members'][number];
type Figure = Exclude<keyof Answer['totals'], 'profitMinor'>;

/** Each figure and its label, in the order the peers' team P&L reads. */
const FIGURES: readonly [Figure, string][] = [
  ['depositMinor', 'profit.deposits'], ['withdrawalMinor', 'profit.withdrawals'], ['betMinor', 'profit.bets'],
  ['validBetMinor', 'profit.validBets'], ['winMinor', 'profit.wins'], ['rebateMinor', 'profit.rebates'],
  ['salaryMinor', 'agentReport.salaries'], ['promotionMinor', 'profit.promotions'], ['feeMinor', 'agentReport.fees'],
];

export function TeamProfit() {
  const request = useTeamProfitRequest();
  // A new range or member starts the list again (its older pages belong to the old one).
  return <div className="team-report"><ProfitReport key={JSON.stringify(request)} request={request} /></div>;
}

/** The team's figures for the range (block teamProfitTotals), from the list's own request. */
export function TeamProfitTotals() {
  const { t } = useTranslation();
  const money = useMoney();
  const request = useTeamProfitRequest();
  const report = useCall('agentTeamProfit', { request });
  return (
    <TotalsCard title={t('agentReport.teamTotal')} call="agentTeamProfit" request={request} answer={report} height="6rem" testId="team-profit-totals" figures={({ totals }) => [
      ...FIGURES.map(([key, label]) => ({ label: t(label), value: money.format(totals[key]) })),
      { label: t('profit.profit'), value: <Signed minor={totals.profitMinor} format={money.format} />, main: true },
    ]} />
  );
}

function ProfitReport({ request }: { request: TeamRangeQuery & { username?: string } }) {
  const { t } = useTranslation();
  const money = useMoney();
  const report = useCall('agentTeamProfit', { request });
  const says = useSaysCallStatus('agentTeamProfit', request, report);
  const { decimals } = useConfig().identity.currency;
  const asPage = (answer: Answer) => ({ items: answer.members, nextCursor: answer.nextCursor });
  const fetchPage = (cursor: string | undefined) => fetchCall('agentTeamProfit', { ...request, ...(cursor ? { cursor } : {}) }).then(asPage);
  const pages = useOlderPages<Row>(report.data && asPage(report.data), fetchPage);
  // The page says the loading line and the refusal once, here or in the totals (call-status.tsx).
  if (report.isError) return says ? <CallError error={report.error} /> : null;
  if (!report.data) return says ? <p role="status">{t('common.loading')}</p> : null;
  const { memberCount } = report.data;
  const columns: Column<Row>[] = [
    { key: 'member', header: t('agentReport.col.member'), label: t('agentReport.col.member'), cell: (r) => r.username, primary: true },
    ...FIGURES.map(([key, label]): Column<Row> => ({ key, header: t(label), label: t(label), cell: (r) => money.format(r[key]), align: 'end' })),
    { key: 'profit', header: t('profit.profit'), label: t('profit.profit'), cell: (r) => <Signed minor={r.profitMinor} format={money.format} />, align: 'end' },
  ];
  return (
    <>
      {memberCount > 0 ? (
        <ExportCsv source={{
          name: `team-profit-loss-${new Date().toISOString().slice(0, 10)}`,
          header: [t('agentReport.col.member'), ...FIGURES.map(([, label]) => t(label)), t('profit.profit')],
          rows: () => allPages((cursor) => fetchCall('agentTeamProfit', { ...request, pageSize: '500', ...(cursor ? { cursor } : {}) }).then(asPage)),
          line: (r) => [r.username, ...FIGURES.map(([key]) => csvAmount(r[key], decimals)), csvAmount(r.profitMinor, decimals)],
        }} />
      ) : null}
      <Card title={t('agentReport.byMember')}>
        <DataTable columns={columns} rows={pages.items} rowKey={(r) => r.username} caption={t('agentReport.byMember')} empty={t('history.empty')} />
        {pages.items.length ? <p className="report-shown">{t('agentReport.membersShown', { shown: pages.items.length, count: memberCount })}</p> : null}
        {pages.failure ? <CallError error={pages.failure.error} /> : null}
        {pages.nextCursor ? <div className="report-paging"><Button onClick={() => void pages.loadMore()} busy={pages.loading}>{t('bets.loadMore')}</Button></div> : null}
      </Card>
    </>
  );
}

