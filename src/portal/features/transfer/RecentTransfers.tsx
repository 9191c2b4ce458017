// The page's "last transfers": sent and received, newest first, with who was on the other side.
// A card per transfer on a phone (DataTable).
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../app/money.ts';
import { Badge, DataTable, type Column } from '../../ui/index.ts';
import type { Transfer } from '../../../generated/api/common/transfer.ts';

export function RecentTransfers({ rows }: { rows: Transfer[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: Column<Transfer>[] = [
    { key: 'time', header: t('transfer.time'), label: t('transfer.time'), cell: (r) => money.dateTime(r.createdAt), primary: true },
    {
      key: 'what', header: t('transfer.what'), label: t('transfer.what'),
      cell: (r) => <Badge tone={r.direction === 'in' ? 'success' : 'neutral'}>{t(`transfer.kind.${r.direction}.${r.kind}`)}</Badge>,
    },
    { key: 'who', header: t('transfer.counterparty'), label: t('transfer.counterparty'), cell: (r) => r.counterparty },
    {
      key: 'amount', header: t('transfer.amount'), label: t('transfer.amount'), align: 'end',
      cell: (r) => <span className={`transfer-amount ${r.direction}`}>{`${r.direction === 'in' ? '+' : '−'}${money.format(r.amountMinor)}`}</span>,
    },
    { key: 'remark', header: t('transfer.note'), label: t('transfer.note'), cell: (r) => r.remark ?? '' },
    { key: 'id', header: t('transfer.orderNo'), label: t('transfer.orderNo'), cell: (r) => `T${r.id}` },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => String(r.id)} caption={t('transfer.recent')} empty={t('transfer.none')} />;
}
