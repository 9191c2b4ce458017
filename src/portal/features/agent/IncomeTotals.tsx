// My income's totals: what the agent's settlements paid and what still waits to be paid, of the
// contract type the page's filter holds (the same call and request as the list's first page, so
// one request serves both), with how settlement works under them. The page says the loading line
// and a refusal once, here or in the list (call-status.tsx).
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { Skeleton } from '../../ui/index.ts';
import { CallError, useSaysCallStatus } from '../../engine/call-status.tsx';
import { usePageFilter } from '../../engine/use-page-filter.ts';
import { incomeFilter } from '../../blocks/myIncome/filter.ts';
import { incomeRequest } from './income-request.ts';

export function IncomeTotals() {
  const { t } = useTranslation();
  const money = useMoney();
  const [filter] = usePageFilter('income', incomeFilter);
  const request = incomeRequest(filter.type);
  const answer = useCall('agentIncome', { request });
  const says = useSaysCallStatus('agentIncome', request, answer);
  const totals = answer.data?.totals;
  // One loading line for the card: the first figure's skeleton says it.
  const figure = (minor: number | undefined, first = false) => (minor !== undefined ? money.format(minor) : <Skeleton width="8ch" label={says && first ? t('common.loading') : undefined} />);
  return (
    <div className="agent-income">
      {answer.isError && !answer.data ? (says ? <CallError error={answer.error} /> : null) : (
        <dl className="figure-grid" aria-live="polite">
          <div className="ui-card figure">
            <dt>{t('myIncome.received')}</dt>
            <dd>{figure(totals?.disbursedMinor, true)}</dd>
          </div>
          <div className="ui-card figure">
            <dt>{t('myIncome.pending')}</dt>
            <dd>{figure(totals?.pendingMinor)}</dd>
          </div>
        </dl>
      )}
      <p className="income-note">{t('myIncome.note')}</p>
    </div>
  );
}
