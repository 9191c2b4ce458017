// Points details: every change of the member's points (earned from bets, bought, redeemed,
// given back) with the balance after it, newest first, 12 to a page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { DataTable, Skeleton, type Column } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { usePointsFormat } from './format.ts';
import { Pager } from './RedeemHistory.tsx';

type Row = CallResponse<'pointDetails'>['items'][number];
const PAGE_SIZE = 12;

export function PointDetails() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const [page, setPage] = useState(1);
  const list = useCall('pointDetails', { request: { page: String(page), pageSize: String(PAGE_SIZE) } });
  const columns: Column<Row>[] = [
    { key: 'time', header: t('pointMall.col.time'), label: t('pointMall.col.time'), primary: true, cell: (r) => money.dateTime(r.createdAt) },
    { key: 'kind', header: t('pointMall.col.kind'), label: t('pointMall.col.kind'), cell: (r) => t(`pointMall.change.${r.kind}`) },
    { key: 'delta', header: t('pointMall.col.change'), label: t('pointMall.col.change'), align: 'end', cell: (r) => <span className={r.delta > 0 ? 'pm-plus' : 'pm-minus'}>{r.delta > 0 ? '+' : '−'}{format(Math.abs(r.delta))}</span> },
    { key: 'after', header: t('pointMall.col.balanceAfter'), label: t('pointMall.col.balanceAfter'), align: 'end', cell: (r) => format(r.balanceAfter) },
  ];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="pm-details">
      {!list.data ? <Skeleton height="8rem" label={t('common.loading')} /> : (
        <DataTable columns={columns} rows={list.data.items} rowKey={(r) => String(r.id)} caption={t('pointMall.tab.details')} empty={t('pointMall.noDetails')} />
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
