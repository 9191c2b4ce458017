// The statement's summary (block statementSummary): the lifetime net deposits, the period's
// opening and closing balance and its totals by category, of the period the page's filter holds,
// from the list's own first request (one call serves both).
import './statement.css';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { CallError, useSaysCallStatus } from '../../engine/call-status.tsx';
import { useMoney } from '../../app/money.ts';
import { Card } from '../../ui/index.ts';
import { statementRequest, useStatementRange } from './statement-filter.ts';

export function StatementSummary() {
  const { t } = useTranslation();
  const money = useMoney();
  const [, range] = useStatementRange();
  const request = statementRequest(range);
  const page = useCall('memberStatement', { request });
  // The page says the loading line and the refusal once, here or in the list (call-status.tsx).
  const says = useSaysCallStatus('memberStatement', request, page);
  if (page.isError && !page.data) return says ? <CallError error={page.error} /> : null;
  if (!page.data) return says ? <p role="status">{t('common.loading')}</p> : null;
  const { summary } = page.data;
  const signed = (minor: number) => (minor > 0 ? `+${money.format(minor)}` : money.format(minor));
  return (
    <div className="history-page statement-summary">
      <div className="statement-figures">
        <Card className="statement-figure statement-net"><span>{t('statement.netDeposits')}</span><strong data-testid="statement-net-deposits">{money.format(summary.lifetimeNetDepositsMinor)}</strong></Card>
        <Card className="statement-figure"><span>{t('statement.opening')}</span><strong>{money.format(summary.openingBalanceMinor)}</strong></Card>
        <Card className="statement-figure"><span>{t('statement.closing')}</span><strong>{money.format(summary.closingBalanceMinor)}</strong></Card>
      </div>
      {summary.totals.length ? (
        <dl className="statement-totals">
          {summary.totals.map((total) => (
            <div key={total.category}><dt>{t(`statement.category.${total.category}`)}</dt><dd>{signed(total.inMinor - total.outMinor)}</dd></div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
