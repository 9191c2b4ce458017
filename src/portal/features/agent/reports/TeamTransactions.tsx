// Team transactions (agentMenu page teamTransaction): deposits, withdrawals and transfers of the
// agent's whole downline in the period or custom range, type and member the page's filter holds (a
// listFilter block, list teamTransactions; without one, today's of the whole team), newest first,
// with "load more" for older movements. The range's totals per type are the
// teamTransactionTotals block's (TeamTransactionTotals, from the same request).
import './reports.css';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '../../../../shared/api/index.ts';
import { fetchCall, useCall } from '../../../api/query.ts';
import { useMoney } from '../../../app/money.ts';
import { useConfig } from '../../../app/config-context.tsx';
import { Button, DataTable, TableSkeleton, type Column } from '../../../ui/index.ts';
import { CallError, useSaysCallStatus } from '../../../engine/call-status.tsx';
import { TotalsCard } from '../../../engine/TotalsCard.tsx';
import { Signed } from './report-parts.tsx';
import { useTeamTransactionsRequest } from './team-filter.ts';
import { useOlderPages } from './older-pages.ts';
import { allPages, ExportCsv, type CsvSource } from './ExportCsv.tsx';
import { csvAmount, csvTime } from '../../../../shared/ui/csv.ts';
import type { TeamRangeQuery } from '../../../blocks/listFilter/team-range.ts';

type Answer = CallResponse<'agentTeamTransactions'>;
type Item = Answer['items'][number];
type MoneyType = 'all' | Item['type'];

export function TeamTransactions() {
  const request = useTeamTransactionsRequest();
  // A new range or filter starts the list again (its older pages belong to the old one).
  return <div className="team-report"><MoneyList key={JSON.stringify(request)} request={request} /></div>;
}

/** The range's totals per type (block teamTransactionTotals), from the list's own request. */
export function TeamTransactionTotals() {
  const { t } = useTranslation();
  const money = useMoney();
  const request = useTeamTransactionsRequest();
  const first = useCall('agentTeamTransactions', { request });
  return (
    <TotalsCard title={t('bets.totals')} call="agentTeamTransactions" request={request} answer={first} height="4rem" testId="team-money-totals" figures={({ totals }) => [
      { label: t('agentReport.movements'), value: money.count(totals.count) },
      ...([
        ['profit.deposits', totals.depositMinor], ['profit.withdrawals', totals.withdrawalMinor],
        ['agentReport.transferIn', totals.transferInMinor], ['agentReport.transferOut', totals.transferOutMinor],
      ] as const).map(([key, minor]) => ({ label: t(key), value: money.format(minor) })),
    ]} />
  );
}

function MoneyList({ request }: { request: TeamRangeQuery & { type: MoneyType; username?: string } }) {
  const { t } = useTranslation();
  const money = useMoney();
  const first = useCall('agentTeamTransactions', { request });
  const says = useSaysCallStatus('agentTeamTransactions', request, first);
  const pages = useOlderPages<Item>(first.data, (cursor) => fetchCall('agentTeamTransactions', { ...request, cursor }));
  const kind = (r: Item) => t(`history.kind.${r.kind}`, { defaultValue: t(`history.type.${r.type}`) });
  const { decimals } = useConfig().identity.currency;
  const csv: CsvSource<Item> = {
    name: `team-transactions-${new Date().toISOString().slice(0, 10)}`,
    header: [t('agentReport.col.member'), t('history.col.time'), t('history.col.type'), t('history.col.amount'), t('history.col.orderNo'), t('history.col.remark')],
    rows: () => allPages((cursor) => fetchCall('agentTeamTransactions', { ...request, pageSize: '500', ...(cursor ? { cursor } : {}) })),
    line: (r) => [r.username, csvTime(r.createdAt), kind(r), csvAmount(r.amountMinor, decimals), r.orderNo, r.remark ?? ''],
  };
  const columns: Column<Item>[] = [
    { key: 'member', header: t('agentReport.col.member'), label: t('agentReport.col.member'), cell: (r) => r.username, primary: true },
    { key: 'time', header: t('history.col.time'), label: t('history.col.time'), cell: (r) => money.dateTime(r.createdAt) },
    { key: 'type', header: t('history.col.type'), label: t('history.col.type'), cell: kind },
    { key: 'amount', header: t('history.col.amount'), label: t('history.col.amount'), cell: (r) => <Signed minor={r.amountMinor} format={money.format} />, align: 'end' },
    { key: 'orderNo', header: t('history.col.orderNo'), label: t('history.col.orderNo'), cell: (r) => r.orderNo },
    { key: 'remark', header: t('history.col.remark'), label: t('history.col.remark'), cell: (r) => r.remark ?? '' },
  ];
  // The page says the loading line and the refusal once, here or in the totals (call-status.tsx).
  if (first.isError) return says ? <CallError error={first.error} /> : null;
  if (!first.data) return <TableSkeleton label={says ? t('common.loading') : undefined} />;
  const { totals } = first.data;
  return (
    <>
      {totals.count > 0 ? <ExportCsv source={csv} /> : null}
      <DataTable columns={columns} rows={pages.items} rowKey={(r) => String(r.id)} caption={t('agent.menu.teamTransaction')} empty={t('history.empty')} />
      {pages.failure ? <CallError error={pages.failure.error} /> : null}
      {pages.nextCursor ? <div className="report-paging"><Button onClick={() => void pages.loadMore()} busy={pages.loading}>{t('bets.loadMore')}</Button></div> : null}
    </>
  );
}

