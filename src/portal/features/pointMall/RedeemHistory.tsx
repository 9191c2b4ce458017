// Redeem history: the member's redemptions, newest first, by status (In Process, Rejected,
// Approved), 13 to a page (the peers' page size); a rejection shows the desk's reason.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { Badge, Button, DataTable, Skeleton, type Column, type Tone } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { usePointsFormat } from './format.ts';

type Row = CallResponse<'pointRedemptions'>['items'][number];
const STATUSES = ['all', 'processing', 'rejected', 'approved'] as const;
const TONES: Record<Row['status'], Tone> = { processing: 'warning', approved: 'success', rejected: 'danger' };
const PAGE_SIZE = 13;

export function RedeemHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('all');
  const [page, setPage] = useState(1);
  const list = useCall('pointRedemptions', { request: { page: String(page), pageSize: String(PAGE_SIZE), ...(status === 'all' ? {} : { status }) } });
  const columns: Column<Row>[] = [
    { key: 'time', header: t('pointMall.col.time'), label: t('pointMall.col.time'), primary: true, cell: (r) => money.dateTime(r.createdAt) },
    { key: 'product', header: t('pointMall.col.product'), label: t('pointMall.col.product'), cell: (r) => t(r.nameKey) },
    { key: 'quantity', header: t('pointMall.quantity'), label: t('pointMall.quantity'), align: 'end', cell: (r) => format(r.quantity) },
    { key: 'points', header: t('pointMall.col.points'), label: t('pointMall.col.points'), align: 'end', cell: (r) => format(r.points) },
    { key: 'money', header: t('pointMall.col.money'), label: t('pointMall.col.money'), align: 'end', cell: (r) => (r.moneyMinor > 0 ? money.format(r.moneyMinor) : '–') },
    { key: 'status', header: t('pointMall.col.status'), label: t('pointMall.col.status'), cell: (r) => <Badge tone={TONES[r.status]}>{t(`pointMall.status.${r.status}`)}</Badge> },
    { key: 'remark', header: t('pointMall.col.remark'), label: t('pointMall.col.remark'), cell: (r) => r.remark ?? '' },
  ];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="pm-history">
      <div className="pm-filter" role="group" aria-label={t('pointMall.col.status')}>
        {STATUSES.map((s) => (
          <button key={s} type="button" className={`pm-chip${s === status ? ' is-selected' : ''}`} aria-pressed={s === status} onClick={() => { setStatus(s); setPage(1); }}>
            {s === 'all' ? t('pointMall.kind.all') : t(`pointMall.status.${s}`)}
          </button>
        ))}
      </div>
      {!list.data ? <Skeleton height="8rem" label={t('common.loading')} /> : (
        <DataTable columns={columns} rows={list.data.items} rowKey={(r) => String(r.id)} caption={t('pointMall.tab.history')} empty={t('pointMall.noHistory')} />
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pm-pager" aria-label={t('pointMall.pages')}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('pointMall.previous')}</Button>
      <span>{t('pointMall.pageOf', { page, pages })}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('pointMall.next')}</Button>
    </nav>
  );
}
