// My income's totals: what the agent's settlements paid and what still waits to be paid, of the
// contract type the page's filter holds (the same call and request as the list's first page, so
// one request serves both), with how settlement works under them.
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { Skeleton } from '../../ui/index.ts';
import { usePageFilter } from '../../engine/use-page-filter.ts';
import { incomeFilter } from '../../blocks/myIncome/filter.ts';
import { incomeRequest } from './income-request.ts';

export function IncomeTotals() {
  const { t } = useTranslation();
  const money = useMoney();
  const [filter] = usePageFilter('income', incomeFilter);
  const totals = useCall('agentIncome', { request: incomeRequest(filter.type) }).data?.totals;
  return (
    <div className="agent-income">
      <dl className="figure-grid" aria-live="polite">
        <div className="ui-card figure">
          <dt>{t('myIncome.received')}</dt>
          <dd>{totals ? money.format(totals.disbursedMinor) : <Skeleton width="8ch" />}</dd>
        </div>
        <div className="ui-card figure">
          <dt>{t('myIncome.pending')}</dt>
          <dd>{totals ? money.format(totals.pendingMinor) : <Skeleton width="8ch" />}</dd>
        </div>
      </dl>
      <p className="income-note">{t('myIncome.note')}</p>
    </div>
  );
}
