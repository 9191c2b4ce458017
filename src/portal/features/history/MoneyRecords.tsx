// The deposits and withdrawals tabs: the member's requests created in the range, newest first, each
// with its state as the money pages name it (awaiting payment, under review, credited, rejected,
// ...; processing, transferring, success, failed, ...), a page at a time, all states or one (the
// status filter; the platform filters, so paging stays exact).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { CallError } from '../../engine/call-status.tsx';
import { Badge, DataTable, TableSkeleton, Select, type Column, type Tone } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { Paging } from './Movements.tsx';
import type { Range } from '../../blocks/listFilter/range.ts';
import { paymentName } from '../../i18n/payment-name.ts';

type DepositRow = CallResponse<'depositList'>['items'][number];
type WithdrawalRow = CallResponse<'withdrawList'>['items'][number];

const DEPOSIT_TONES: Record<DepositRow['status'], Tone> = {
  new: 'warning', pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'neutral', expired: 'neutral',
};
const WITHDRAWAL_TONES: Record<WithdrawalRow['status'], Tone> = {
  processing: 'warning', transferring: 'primary', audit_failure: 'danger', success: 'success', failed: 'danger', disputed: 'warning',
};

/** The range's request with the status and the page cursor, as both list calls take it; a new status starts at page one. */
function useRangePage<Status extends string>(range: Range) {
  const [cursors, setCursors] = useState<string[]>([]);
  const [status, setStatusOnly] = useState<Status | ''>('');
  const setStatus = (next: Status | '') => {
    setStatusOnly(next);
    setCursors([]);
  };
  const cursor = cursors.at(-1);
  const request = { from: String(range.from), to: String(range.to), ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) };
  return { cursors, setCursors, status, setStatus, request };
}

/** The status filter above a tab's table: every state, or one as the money pages name it. */
function StatusFilter<Status extends string>({ states, textKey, value, onChange }: { states: readonly Status[]; textKey: string; value: Status | ''; onChange: (s: Status | '') => void }) {
  const { t } = useTranslation();
  return (
    <div className="history-toolbar">
      <Select label={t('history.status')} value={value} onChange={(e) => onChange(e.target.value as Status | '')}
        options={[{ value: '', label: t('history.status.all') }, ...states.map((s) => ({ value: s, label: t(`${textKey}.${s}`) }))]} />
    </div>
  );
}

function Records<Row>({ page, columns, caption, rowKey, cursors, setCursors }: {
  page: { data?: { items: Row[]; nextCursor: string | null } | undefined; isPending: boolean; isError: boolean; error: unknown };
  columns: Column<Row>[];
  caption: string;
  rowKey: (row: Row) => string;
  cursors: string[];
  setCursors: (cursors: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {page.isPending ? <TableSkeleton label={t('common.loading')} /> : null}
      {page.isError ? <CallError error={page.error} /> : null}
      {page.data ? <DataTable columns={columns} rows={page.data.items} rowKey={rowKey} caption={caption} empty={t('history.empty')} /> : null}
      <Paging cursors={cursors} nextCursor={page.data?.nextCursor ?? null} onChange={setCursors} />
    </>
  );
}

export function DepositRecords({ range }: { range: Range }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { cursors, setCursors, status, setStatus, request } = useRangePage<DepositRow['status']>(range);
  const page = useCall('depositList', { request });
  const columns: Column<DepositRow>[] = [
    { key: 'time', header: t('history.col.time'), label: t('history.col.time'), cell: (d) => money.dateTime(d.createdAt), primary: true },
    { key: 'orderNo', header: t('history.col.orderNo'), label: t('history.col.orderNo'), cell: (d) => `D${d.id}` },
    { key: 'channel', header: t('history.col.channel'), label: t('history.col.channel'), cell: (d) => paymentName(t, d.channel, d.channelName) },
    { key: 'amount', header: t('history.col.amount'), label: t('history.col.amount'), cell: (d) => money.format(d.amountMinor), align: 'end' },
    { key: 'credit', header: t('history.col.credit'), label: t('history.col.credit'), cell: (d) => (d.status === 'approved' ? money.format(d.creditMinor) : ''), align: 'end' },
    { key: 'status', header: t('history.col.status'), label: t('history.col.status'), cell: (d) => <Badge tone={DEPOSIT_TONES[d.status]}>{t(`deposit.status.${d.status}`)}</Badge> },
    { key: 'remark', header: t('history.col.remark'), label: t('history.col.remark'), cell: (d) => d.reason ?? '' },
  ];
  return (
    <>
      <StatusFilter states={Object.keys(DEPOSIT_TONES) as DepositRow['status'][]} textKey="deposit.status" value={status} onChange={setStatus} />
      <Records page={page} columns={columns} caption={t('history.tab.deposits')} rowKey={(d) => String(d.id)} cursors={cursors} setCursors={setCursors} />
    </>
  );
}

export function WithdrawalRecords({ range }: { range: Range }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { cursors, setCursors, status, setStatus, request } = useRangePage<WithdrawalRow['status']>(range);
  const page = useCall('withdrawList', { request });
  const columns: Column<WithdrawalRow>[] = [
    { key: 'time', header: t('history.col.time'), label: t('history.col.time'), cell: (w) => money.dateTime(w.createdAt), primary: true },
    { key: 'orderNo', header: t('history.col.orderNo'), label: t('history.col.orderNo'), cell: (w) => `W${w.id}` },
    { key: 'account', header: t('history.col.account'), label: t('history.col.account'), cell: (w) => `${paymentName(t, w.payoutAccount.provider, w.payoutAccount.providerName)} ${w.payoutAccount.accountNumberMasked}` },
    { key: 'amount', header: t('history.col.amount'), label: t('history.col.amount'), cell: (w) => money.format(w.amountMinor), align: 'end' },
    { key: 'fee', header: t('history.col.fee'), label: t('history.col.fee'), cell: (w) => money.format(w.feeMinor), align: 'end' },
    { key: 'status', header: t('history.col.status'), label: t('history.col.status'), cell: (w) => <Badge tone={WITHDRAWAL_TONES[w.status]}>{t(`withdraw.status.${w.status}`)}</Badge> },
    { key: 'remark', header: t('history.col.remark'), label: t('history.col.remark'), cell: (w) => w.remark ?? '' },
  ];
  return (
    <>
      <StatusFilter states={Object.keys(WITHDRAWAL_TONES) as WithdrawalRow['status'][]} textKey="withdraw.status" value={status} onChange={setStatus} />
      <Records page={page} columns={columns} caption={t('history.tab.withdrawals')} rowKey={(w) => String(w.id)} cursors={cursors} setCursors={setCursors} />
    </>
  );
}
