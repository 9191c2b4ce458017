// Bet records' totals (block betTotals): the platform's totals of every round in the range and
// category the page's filter holds, from the list's own first request (one call serves both).
import './bets.css';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { Card, Skeleton } from '../../ui/index.ts';
import { BetTotals } from './BetTotals.tsx';
import { betsRequest, useBetsFilter } from './bets-filter.ts';

export function BetRangeTotals() {
  const { t } = useTranslation();
  const { range, category } = useBetsFilter();
  const answer = useCall('betRecords', { request: betsRequest(range, category) });
  // A refusal is the list's to say, once.
  if (answer.isError) return null;
  return (
    <div className="bets-totals-block">
      <Card title={t('bets.totals')}>{answer.data ? <BetTotals totals={answer.data.totals} /> : <Skeleton width="100%" height="3.5rem" />}</Card>
    </div>
  );
}
