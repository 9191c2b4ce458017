/** Manual bank transfers to review (finance): the receipt beside the amount and reference; approve credits the member, reject needs a reason. */
import decide from '../../../schemas/api/deskDepositDecide.json';
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, textForm, type QueueConfig, type RowOf } from '../queue/types.ts';
import { ReceiptImage } from './ReceiptImage.tsx';

type DepositRow = RowOf<'deskDeposits'>;
const STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'expired'] as const;
const vars = (row: DepositRow, { money }: { money: (m: number) => string }) => ({ id: row.id, member: row.member, amount: money(row.amountMinor) });

const config: QueueConfig<'deskDeposits'> = {
  list: 'deskDeposits',
  titleKey: 'page.deposits',
  rowKey: (row) => row.id,
  columns: [
    { key: 'id', labelKey: 'deposits.id' },
    { key: 'member', labelKey: 'deposits.member' },
    { key: 'amountMinor', labelKey: 'deposits.amount', render: (row, { money }) => money(row.amountMinor) },
    { key: 'channelName', labelKey: 'deposits.channel' },
    { key: 'reference', labelKey: 'deposits.reference', render: (row) => row.reference ?? '' },
    { key: 'receipt', labelKey: 'deposits.receipt', render: (row, { t }) => (row.hasReceipt ? <ReceiptImage id={row.id} /> : t('deposits.noReceipt')) },
    { key: 'status', labelKey: 'deposits.status', render: (row, { t }) => `${t(`deposits.status.${row.status}`)}${row.reason ? ` · ${row.reason}` : ''}` },
    { key: 'createdAt', labelKey: 'deposits.created', render: (row, { time }) => time(row.createdAt) },
  ],
  filters: [{ name: 'status', labelKey: 'deposits.status', options: STATUSES.map((s) => ({ value: s, labelKey: `deposits.status.${s}` })) }],
  initialFilters: { status: 'pending' },
  emptyKey: 'deposits.empty',
  refreshSeconds: 15,
  actions: [
    queueAction<'deskDepositDecide', DepositRow>({
      key: 'approve', labelKey: 'deposits.approve', confirmKey: 'deposits.confirmApprove', confirmVars: vars,
      call: 'deskDepositDecide', when: (row) => row.status === 'pending', request: (row) => ({ id: row.id, action: 'approve' }),
    }),
    queueAction<'deskDepositDecide', DepositRow>({
      key: 'reject', labelKey: 'deposits.reject', confirmKey: 'deposits.confirmReject', confirmVars: vars, danger: true,
      form: textForm(decide.request, 'reason', 'deposits.reason'),
      call: 'deskDepositDecide', when: (row) => row.status === 'pending', request: (row, values) => ({ id: row.id, action: 'reject', reason: values.reason ?? '' }),
    }),
  ],
};

export function DepositsPage() {
  return <QueuePage config={config} />;
}
