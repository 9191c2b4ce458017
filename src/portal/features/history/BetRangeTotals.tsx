// Bet records' totals (block betTotals): the platform's totals of every round in the range and
// category the page's filter holds, from the list's own first request (one call serves both).
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { TotalsCard } from '../../engine/TotalsCard.tsx';
import { Signed } from './bet-labels.tsx';
import { betsRequest, useBetsFilter } from './bets-filter.ts';

export function BetRangeTotals() {
  const { t } = useTranslation();
  const money = useMoney();
  const { range, category } = useBetsFilter();
  const request = betsRequest(range, category);
  const answer = useCall('betRecords', { request });
  return (
    <TotalsCard title={t('bets.totals')} call="betRecords" request={request} answer={answer} height="3.5rem" testId="bet-totals" figures={({ totals }) => [
      { label: t('bets.count'), value: totals.count },
      { label: t('bets.col.bet'), value: money.format(totals.betMinor) },
      { label: t('bets.col.validBet'), value: money.format(totals.validBetMinor) },
      { label: t('bets.col.win'), value: money.format(totals.winMinor) },
      { label: t('bets.col.profit'), value: <Signed minor={totals.profitMinor} format={money.format} /> },
    ]} />
  );
}
