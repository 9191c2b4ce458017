// The member's statement (member centre page statement): every money movement of the period the
// page's filter holds (a listFilter block, list statement, above it sets it; without one, the
// last 12 months) with its id, time, category, game, amount and the balance before and after,
// from the platform's ledger, and the whole period as a CSV file. The period's balances, totals
// by category and the lifetime net deposits are the statementSummary block's (StatementSummary,
// from the same first request). Open during a time-out or self-exclusion.
import './history.css';
import './statement.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCall, useCall } from '../../api/query.ts';
import { CallError, useSaysCallStatus } from '../../engine/call-status.tsx';
import { useConfig } from '../../app/config-context.tsx';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, DataTable, showToast, type Column } from '../../ui/index.ts';
import { PlatformError } from '../../../shared/api/index.ts';
import { downloadCsv } from '../../../shared/ui/csv.ts';
import { Paging } from './Movements.tsx';
import { dateInputValue } from '../../blocks/listFilter/range.ts';
import { statementCsv, type StatementItem, type StatementPage } from './statement-csv.ts';
import { statementRequest, useStatementRange } from './statement-filter.ts';

/** Lines one file may hold (20 calls of 500): a longer period is cut, and the member is told. */
const EXPORT_LIMIT = 10_000;

export function Statement() {
  const [period, range] = useStatementRange();
  return (
    <div className="history-page statement-page">
      <StatementBody key={period} range={range} />
    </div>
  );
}

function StatementBody({ range }: { range: { from: number; to: number } }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { decimals } = useConfig().identity.currency;
  const [cursors, setCursors] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const cursor = cursors.at(-1);
  const request = statementRequest(range, cursor);
  const page = useCall('memberStatement', { request });
  const says = useSaysCallStatus('memberStatement', request, page);
  const category = (item: Pick<StatementItem, 'category'>) => t(`statement.category.${item.category}`);
  const signed = (minor: number) => (minor > 0 ? `+${money.format(minor)}` : money.format(minor));
  const columns: Column<StatementItem>[] = [
    { key: 'time', header: t('statement.col.time'), label: t('statement.col.time'), cell: (r) => money.dateTime(r.createdAt), primary: true },
    { key: 'category', header: t('statement.col.category'), label: t('statement.col.category'), cell: (r) => (r.gameName ? `${category(r)} · ${r.gameName}` : category(r)) },
    { key: 'amount', header: t('statement.col.amount'), label: t('statement.col.amount'), cell: (r) => <span className={r.amountMinor < 0 ? 'history-out' : 'history-in'}>{signed(r.amountMinor)}</span>, align: 'end' },
    { key: 'before', header: t('statement.col.balanceBefore'), label: t('statement.col.balanceBefore'), cell: (r) => money.format(r.balanceBeforeMinor), align: 'end' },
    { key: 'after', header: t('statement.col.balanceAfter'), label: t('statement.col.balanceAfter'), cell: (r) => money.format(r.balanceAfterMinor), align: 'end' },
    { key: 'id', header: t('statement.col.id'), label: t('statement.col.id'), cell: (r) => (r.reference ? `${r.id} · ${r.reference}` : String(r.id)) },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: StatementItem[] = [];
      let next: string | null = null;
      let summary: StatementPage['summary'] | null = null;
      do {
        const answer: StatementPage = await fetchCall('memberStatement', { from: String(range.from), to: String(range.to), pageSize: '500', ...(next ? { cursor: next } : {}) });
        rows.push(...answer.items);
        summary = answer.summary;
        next = answer.nextCursor;
      } while (next && rows.length < EXPORT_LIMIT);
      const csv = statementCsv(rows.slice(0, EXPORT_LIMIT), summary, decimals, {
        column: (c) => t(`statement.col.${c}`), category, opening: t('statement.opening'), closing: t('statement.closing'), netDeposits: t('statement.netDeposits'),
      });
      downloadCsv(`statement-${dateInputValue(range.from)}-${dateInputValue(range.to - 1)}.csv`, csv);
      showToast(next ? t('history.exportLimited', { count: EXPORT_LIMIT }) : t('history.exported', { count: rows.length }), next ? 'info' : 'success');
    } catch (e) {
      showToast(errorText(t, e instanceof PlatformError ? e : null), 'danger');
    } finally {
      setExporting(false);
    }
  };

  // The page says the loading line and the refusal once, here or in the summary (call-status.tsx).
  if (page.isError) return says ? <CallError error={page.error} /> : null;
  if (!page.data) return says ? <p role="status">{t('common.loading')}</p> : null;
  return (
    <>
      <div className="history-toolbar">
        <Button onClick={() => void exportCsv()} busy={exporting} disabled={!page.data.items.length}>{t('statement.download')}</Button>
      </div>
      <DataTable columns={columns} rows={page.data.items} rowKey={(r) => String(r.id)} caption={t('statement.caption')} empty={t('statement.empty')} />
      <Paging cursors={cursors} nextCursor={page.data.nextCursor} onChange={setCursors} />
    </>
  );
}
