// The wallet movements tab: type filter, a page at a time (the platform's keyset cursor: back to
// the first page, or on to older ones), and a CSV export of the whole range and type.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCall, useCall } from '../../api/query.ts';
import { useConfig } from '../../app/config-context.tsx';
import { useMoney } from '../../app/money.ts';
import { CallError } from '../../engine/call-status.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { Button, DataTable, TableSkeleton, Select, showToast, type Column } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { PlatformError } from '../../../shared/api/index.ts';
import { csvAmount, csvTime, downloadCsv, toCsv } from '../../../shared/ui/csv.ts';
import { dateInputValue, type Range } from '../../blocks/listFilter/range.ts';

type Item = CallResponse<'transactionHistory'>['items'][number];
type MovementType = 'all' | Item['type'];
const TYPES: readonly MovementType[] = ['all', 'deposit', 'withdrawal', 'game', 'transfer', 'other'];
/** Rows one export may hold: beyond that the member narrows the range (20 calls of 500). */
export const EXPORT_LIMIT = 10_000;

export function useKindLabel() {
  const { t } = useTranslation();
  return (item: Pick<Item, 'kind' | 'type'>) => t(`history.kind.${item.kind}`, { defaultValue: t(`history.type.${item.type}`) });
}

export function Movements({ range }: { range: Range }) {
  const { t } = useTranslation();
  const money = useMoney();
  const kindLabel = useKindLabel();
  const { decimals } = useConfig().identity.currency;
  const [type, setType] = useState<MovementType>('all');
  const [cursors, setCursors] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const cursor = cursors.at(-1);
  const request = { from: String(range.from), to: String(range.to), type, ...(cursor ? { cursor } : {}) };
  const page = useCall('transactionHistory', { request });
  const nextCursor = page.data?.nextCursor ?? null;
  const signed = (minor: number) => (minor > 0 ? `+${money.format(minor)}` : money.format(minor));
  const columns: Column<Item>[] = [
    { key: 'time', header: t('history.col.time'), label: t('history.col.time'), cell: (r) => money.dateTime(r.createdAt), primary: true },
    { key: 'type', header: t('history.col.type'), label: t('history.col.type'), cell: kindLabel },
    { key: 'amount', header: t('history.col.amount'), label: t('history.col.amount'), cell: (r) => <span className={r.amountMinor < 0 ? 'history-out' : 'history-in'}>{signed(r.amountMinor)}</span>, align: 'end' },
    { key: 'balance', header: t('history.col.balance'), label: t('history.col.balance'), cell: (r) => (r.balanceAfterMinor === null ? '' : money.format(r.balanceAfterMinor)), align: 'end' },
    { key: 'orderNo', header: t('history.col.orderNo'), label: t('history.col.orderNo'), cell: (r) => r.orderNo },
    { key: 'remark', header: t('history.col.remark'), label: t('history.col.remark'), cell: (r) => r.remark ?? '' },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: Item[] = [];
      let next: string | null = null;
      do {
        const answer: CallResponse<'transactionHistory'> = await fetchCall('transactionHistory', { from: String(range.from), to: String(range.to), type, pageSize: '500', ...(next ? { cursor: next } : {}) });
        rows.push(...answer.items);
        next = answer.nextCursor;
      } while (next && rows.length < EXPORT_LIMIT);
      const header = ['time', 'type', 'amount', 'balance', 'orderNo', 'remark'].map((c) => t(`history.col.${c}`));
      const body = rows.slice(0, EXPORT_LIMIT).map((r) => [csvTime(r.createdAt), kindLabel(r), csvAmount(r.amountMinor, decimals),
        r.balanceAfterMinor === null ? null : csvAmount(r.balanceAfterMinor, decimals), r.orderNo, r.remark]);
      downloadCsv(`transactions-${dateInputValue(range.from)}-${dateInputValue(range.to - 1)}.csv`, toCsv([header, ...body]));
      showToast(next ? t('history.exportLimited', { count: EXPORT_LIMIT }) : t('history.exported', { count: body.length }), next ? 'info' : 'success');
    } catch (e) {
      showToast(errorText(t, e instanceof PlatformError ? e : null), 'danger');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className="history-toolbar">
        <Select label={t('history.type')} value={type} onChange={(e) => { setType(e.target.value as MovementType); setCursors([]); }}
          options={TYPES.map((value) => ({ value, label: t(`history.type.${value}`) }))} />
        <Button onClick={() => void exportCsv()} busy={exporting} disabled={!page.data?.items.length}>{t('history.export')}</Button>
      </div>
      {page.isPending ? <TableSkeleton label={t('common.loading')} /> : null}
      {page.isError ? <CallError error={page.error} /> : null}
      {page.data ? <DataTable columns={columns} rows={page.data.items} rowKey={(r) => String(r.id)} caption={t('history.tab.transactions')} empty={t('history.empty')} /> : null}
      <Paging cursors={cursors} nextCursor={nextCursor} onChange={setCursors} />
    </>
  );
}

/** First page / older: the keyset cursor only goes on, so "back" returns to the newest rows. */
export function Paging({ cursors, nextCursor, onChange }: { cursors: string[]; nextCursor: string | null; onChange: (cursors: string[]) => void }) {
  const { t } = useTranslation();
  if (!cursors.length && !nextCursor) return null;
  return (
    <div className="history-paging">
      {cursors.length ? <Button size="small" onClick={() => onChange(cursors.slice(0, -1))}>{t('history.newer')}</Button> : null}
      <span className="history-page-no">{t('history.pageNo', { page: cursors.length + 1 })}</span>
      {nextCursor ? <Button size="small" onClick={() => onChange([...cursors, nextCursor])}>{t('history.older')}</Button> : null}
    </div>
  );
}
