/** Points-mall redemptions to decide (finance): approve, or reject with a reason (points, money and stock go back). */
import decide from '../../../schemas/api/deskPointRedemptionDecide.json';
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, textForm, type QueueColumn, type QueueConfig, type RowOf } from '../queue/types.ts';

type Row = RowOf<'deskPointRedemptions'>;
const STATUSES = ['processing', 'approved', 'rejected'] as const;

const columns: QueueColumn<Row>[] = [
  { key: 'id', labelKey: 'points.id' },
  { key: 'member', labelKey: 'points.member' },
  { key: 'productId', labelKey: 'points.product', render: (row, { t }) => `${row.productName} · ${t(`points.kind.${row.kind}`)}` },
  { key: 'quantity', labelKey: 'points.quantity' },
  { key: 'points', labelKey: 'points.points' },
  { key: 'moneyMinor', labelKey: 'points.money', render: (row, { money }) => (row.moneyMinor > 0 ? money(row.moneyMinor) : '–') },
  { key: 'recipient', labelKey: 'points.recipient', render: (row) => row.recipient || '–' },
  { key: 'status', labelKey: 'points.status', render: (row, { t }) => `${t(`points.status.${row.status}`)}${row.remark ? ` · ${row.remark}` : ''}` },
  { key: 'createdAt', labelKey: 'points.created', render: (row, { time }) => time(row.createdAt) },
];

const vars = (row: Row) => ({ id: row.id, member: row.member, product: row.productName, quantity: row.quantity, points: row.points });

const config: QueueConfig<'deskPointRedemptions'> = {
  list: 'deskPointRedemptions',
  titleKey: 'page.points',
  rowKey: (row) => row.id,
  columns,
  filters: [{ name: 'status', labelKey: 'points.status', options: STATUSES.map((s) => ({ value: s, labelKey: `points.status.${s}` })) }],
  initialFilters: { status: 'processing' },
  refreshSeconds: 15,
  actions: [
    queueAction<'deskPointRedemptionDecide', Row>({
      key: 'approve', labelKey: 'points.approve', confirmKey: 'points.confirmApprove', confirmVars: vars,
      call: 'deskPointRedemptionDecide', when: (row) => row.status === 'processing', request: (row) => ({ id: row.id, action: 'approve' }),
    }),
    queueAction<'deskPointRedemptionDecide', Row>({
      key: 'reject', labelKey: 'points.reject', confirmKey: 'points.confirmReject', confirmVars: vars, danger: true,
      form: textForm(decide.request, 'remark', 'points.reason'),
      call: 'deskPointRedemptionDecide', when: (row) => row.status === 'processing', request: (row, values) => ({ id: row.id, action: 'reject', remark: values.remark ?? '' }),
    }),
  ],
};

export function PointRedemptionsPage() {
  return <QueuePage config={config} />;
}
