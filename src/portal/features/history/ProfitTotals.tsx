// Profit and loss's totals (block profitTotals): deposits, withdrawals, bets, valid bets, wins,
// rebates, promotions and the profit of the range the page's filter holds, from the report's own
// request (one call serves both).
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { TotalsCard } from '../../engine/TotalsCard.tsx';
import { Signed } from './bet-labels.tsx';
import { useProfitRequest } from './profit-filter.ts';

export function ProfitTotals() {
  const { t } = useTranslation();
  const money = useMoney();
  const request = useProfitRequest();
  const report = useCall('profitLoss', { request });
  return (
    <TotalsCard title={t('profit.total')} call="profitLoss" request={request} answer={report} height="5rem" testId="profit-totals" figures={({ totals }) => [
      ...([
        ['profit.deposits', totals.depositMinor], ['profit.withdrawals', totals.withdrawalMinor], ['profit.bets', totals.betMinor],
        ['profit.validBets', totals.validBetMinor], ['profit.wins', totals.winMinor], ['profit.rebates', totals.rebateMinor], ['profit.promotions', totals.promotionMinor],
      ] as const).map(([key, minor]) => ({ label: t(key), value: money.format(minor) })),
      { label: t('profit.profit'), value: <Signed minor={totals.profitMinor} format={money.format} />, main: true },
    ]} />
  );
}
