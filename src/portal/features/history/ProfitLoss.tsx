// personalProfit: the member's profit or loss in a range (history's range filter): the figures of
// the whole range, a small chart of each day, and the rows per game category with their total.
import './history.css';
import './bets.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Card, DataTable, type Column } from '../../ui/index.ts';
import { RangePicker } from './RangePicker.tsx';
import { presetRange, type Range } from '../../blocks/listFilter/range.ts';
import { ProfitChart } from './ProfitChart.tsx';
import { categoryName, Signed, tzOffsetMinutes } from './bet-labels.tsx';

type Answer = CallResponse<'profitLoss'>;
type Line = Answer['categories'][number];

export function ProfitLoss() {
  const [range, setRange] = useState<Range>(() => presetRange('week', new Date()));
  return (
    <div className="history-page">
      <RangePicker onChange={setRange} />
      <ProfitReport range={range} />
    </div>
  );
}

function ProfitReport({ range }: { range: Range }) {
  const { t } = useTranslation();
  const money = useMoney();
  const report = useCall('profitLoss', { request: { from: String(range.from), to: String(range.to), tzOffset: String(tzOffsetMinutes(range.from)) } });
  if (report.isError) return <p className="field-error" role="alert">{errorText(t, report.error instanceof PlatformError ? report.error : null)}</p>;
  if (!report.data) return <p role="status">{t('common.loading')}</p>;
  const { totals, categories, days } = report.data;
  const amount = (minor: number) => money.format(minor);
  const columns: Column<Line>[] = [
    { key: 'category', header: t('profit.col.category'), label: t('profit.col.category'), cell: (l) => categoryName(t, l.category), primary: true },
    { key: 'bets', header: t('profit.bets'), label: t('profit.bets'), cell: (l) => amount(l.betMinor), align: 'end' },
    { key: 'validBets', header: t('profit.validBets'), label: t('profit.validBets'), cell: (l) => amount(l.validBetMinor), align: 'end' },
    { key: 'wins', header: t('profit.wins'), label: t('profit.wins'), cell: (l) => amount(l.winMinor), align: 'end' },
    { key: 'rebates', header: t('profit.rebates'), label: t('profit.rebates'), cell: (l) => amount(l.rebateMinor), align: 'end' },
    { key: 'profit', header: t('profit.profit'), label: t('profit.profit'), cell: (l) => <Signed minor={l.profitMinor} format={amount} />, align: 'end' },
  ];
  const figures: [string, number][] = [
    ['profit.deposits', totals.depositMinor], ['profit.withdrawals', totals.withdrawalMinor], ['profit.bets', totals.betMinor],
    ['profit.validBets', totals.validBetMinor], ['profit.wins', totals.winMinor], ['profit.rebates', totals.rebateMinor], ['profit.promotions', totals.promotionMinor],
  ];
  return (
    <>
      <Card title={t('profit.total')}>
        <dl className="bets-figures" data-testid="profit-totals">
          {figures.map(([key, minor]) => <div key={key}><dt>{t(key)}</dt><dd>{amount(minor)}</dd></div>)}
          <div className="bets-figure-main"><dt>{t('profit.profit')}</dt><dd><Signed minor={totals.profitMinor} format={amount} /></dd></div>
        </dl>
      </Card>
      <Card title={t('profit.chart')}><ProfitChart days={days} /></Card>
      <Card title={t('profit.byCategory')}>
        <DataTable columns={columns} rows={categories} rowKey={(l) => l.category} caption={t('profit.byCategory')} empty={t('profit.chartEmpty')} />
      </Card>
    </>
  );
}

export default ProfitLoss;
