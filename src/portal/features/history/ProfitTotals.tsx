// Profit and loss's totals (block profitTotals): deposits, withdrawals, bets, valid bets, wins,
// rebates, promotions and the profit of the range the page's filter holds, from the report's own
// request (one call serves both).
import './bets.css';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { Card, Skeleton } from '../../ui/index.ts';
import { Signed } from './bet-labels.tsx';
import { useProfitRequest } from './profit-filter.ts';

export function ProfitTotals() {
  const { t } = useTranslation();
  const money = useMoney();
  const report = useCall('profitLoss', { request: useProfitRequest() });
  // A refusal is the report's to say, once.
  if (report.isError) return null;
  const totals = report.data?.totals;
  if (!totals) return <div className="bets-totals-block"><Card title={t('profit.total')}><Skeleton width="100%" height="5rem" /></Card></div>;
  const amount = (minor: number) => money.format(minor);
  const figures: [string, number][] = [
    ['profit.deposits', totals.depositMinor], ['profit.withdrawals', totals.withdrawalMinor], ['profit.bets', totals.betMinor],
    ['profit.validBets', totals.validBetMinor], ['profit.wins', totals.winMinor], ['profit.rebates', totals.rebateMinor], ['profit.promotions', totals.promotionMinor],
  ];
  return (
    <div className="bets-totals-block">
      <Card title={t('profit.total')}>
        <dl className="bets-figures" data-testid="profit-totals">
          {figures.map(([key, minor]) => <div key={key}><dt>{t(key)}</dt><dd>{amount(minor)}</dd></div>)}
          <div className="bets-figure-main"><dt>{t('profit.profit')}</dt><dd><Signed minor={totals.profitMinor} format={amount} /></dd></div>
        </dl>
      </Card>
    </div>
  );
}
