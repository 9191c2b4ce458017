// personalProfit's report: the member's profit or loss in the range the page's filter holds (a
// listFilter block, list profit, above it sets it; without one, the last 7 days): a small chart of
// each day and the rows per game category with their total. The range's figures are the
// profitTotals block's (ProfitTotals, from the same request).
import './history.css';
import './bets.css';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { CallError, useSaysCallStatus } from '../../engine/call-status.tsx';
import { useMoney } from '../../app/money.ts';
import { Card, DataTable, type Column } from '../../ui/index.ts';
import { ProfitChart } from './ProfitChart.tsx';
import { categoryName, Signed } from './bet-labels.tsx';
import { useProfitRequest } from './profit-filter.ts';

type Answer = CallResponse<'profitLoss'>;
type Line = Answer['categories'][number];

export function ProfitLoss() {
  return (
    <div className="history-page">
      <ProfitReport />
    </div>
  );
}

function ProfitReport() {
  const { t } = useTranslation();
  const money = useMoney();
  const request = useProfitRequest();
  const report = useCall('profitLoss', { request });
  // The page says the loading line and the refusal once, here or in the totals (call-status.tsx).
  const says = useSaysCallStatus('profitLoss', request, report);
  if (report.isError) return says ? <CallError error={report.error} /> : null;
  if (!report.data) return says ? <p role="status">{t('common.loading')}</p> : null;
  const { categories, days } = report.data;
  const amount = (minor: number) => money.format(minor);
  const columns: Column<Line>[] = [
    { key: 'category', header: t('profit.col.category'), label: t('profit.col.category'), cell: (l) => categoryName(t, l.category), primary: true },
    { key: 'bets', header: t('profit.bets'), label: t('profit.bets'), cell: (l) => amount(l.betMinor), align: 'end' },
    { key: 'validBets', header: t('profit.validBets'), label: t('profit.validBets'), cell: (l) => amount(l.validBetMinor), align: 'end' },
    { key: 'wins', header: t('profit.wins'), label: t('profit.wins'), cell: (l) => amount(l.winMinor), align: 'end' },
    { key: 'rebates', header: t('profit.rebates'), label: t('profit.rebates'), cell: (l) => amount(l.rebateMinor), align: 'end' },
    { key: 'profit', header: t('profit.profit'), label: t('profit.profit'), cell: (l) => <Signed minor={l.profitMinor} format={amount} />, align: 'end' },
  ];
  return (
    <>
      <Card title={t('profit.chart')}><ProfitChart days={days} /></Card>
      <Card title={t('profit.byCategory')}>
        <DataTable columns={columns} rows={categories} rowKey={(l) => l.category} caption={t('profit.byCategory')} empty={t('profit.chartEmpty')} />
      </Card>
    </>
  );
}

