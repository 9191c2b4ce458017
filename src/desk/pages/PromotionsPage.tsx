/**
 * Promotion applications: members' applications with their comment and images. Finance
 * and admin take one into review, approve it with a bonus (credited to the member's wallet once) or
 * reject it with a reason; the member is told either way. Support reads the queue.
 */
import decide from '../../../schemas/api/deskPromotionDecide.json';
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, textForm, type QueueColumn, type QueueConfig, type RowOf } from '../queue/types.ts';
import { PromotionImages } from './PromotionImages.tsx';

type Row = RowOf<'deskPromotionApplications'>;
const STATUSES = ['applying', 'process', 'issued', 'rejected'] as const;
const open = (row: Row) => row.status === 'applying' || row.status === 'process';

const columns: QueueColumn<Row>[] = [
  { key: 'id', labelKey: 'promotions.id' },
  { key: 'member', labelKey: 'promotions.member' },
  { key: 'title', labelKey: 'promotions.promotion' },
  { key: 'comment', labelKey: 'promotions.comment', render: (row) => <span className="feedback-text">{row.comment || '–'}</span> },
  { key: 'images', labelKey: 'promotions.images', render: (row) => <PromotionImages id={row.id} count={row.imageCount} /> },
  {
    key: 'status', labelKey: 'promotions.status',
    render: (row, { t, money }) => [t(`promotions.status.${row.status}`), row.bonusMinor !== null ? money(row.bonusMinor) : '', row.reason ?? '', row.decidedBy ?? ''].filter(Boolean).join(' · '),
  },
  { key: 'createdAt', labelKey: 'promotions.created', render: (row, { time }) => time(row.createdAt) },
];

const vars = (row: Row) => ({ id: row.id, member: row.member, promotion: row.title });

const config: QueueConfig<'deskPromotionApplications'> = {
  list: 'deskPromotionApplications',
  titleKey: 'page.promotions',
  rowKey: (row) => row.id,
  columns,
  filters: [{ name: 'status', labelKey: 'promotions.status', options: STATUSES.map((s) => ({ value: s, labelKey: `promotions.status.${s}` })) }],
  initialFilters: { status: 'applying' },
  refreshSeconds: 30,
  actions: [
    queueAction<'deskPromotionDecide', Row>({
      key: 'review', labelKey: 'promotions.review', confirmKey: 'promotions.confirmReview', confirmVars: vars,
      call: 'deskPromotionDecide', when: (row) => row.status === 'applying', request: (row) => ({ id: row.id, action: 'review' }),
    }),
    queueAction<'deskPromotionDecide', Row>({
      key: 'approve', labelKey: 'promotions.approve', confirmKey: 'promotions.confirmApprove', confirmVars: vars,
      form: {
        schema: decide.request,
        fields: () => ({
          bonusAmount: { widget: 'money', label: 'promotions.bonus', required: true, errorCodes: ['desk.action.refused'] },
          // The platform owns the multiplier's rule (0 to 100, 2 decimals) and answers under the field.
          turnoverMultiplier: { widget: 'text', label: 'promotions.turnover', inputMode: 'decimal', errorCodes: ['desk.turnover.invalid'] },
        }),
      },
      call: 'deskPromotionDecide', when: open,
      request: (row, values) => ({ id: row.id, action: 'approve', bonusAmount: values.bonusAmount ?? '', turnoverMultiplier: (values.turnoverMultiplier ?? '').trim() }),
    }),
    queueAction<'deskPromotionDecide', Row>({
      key: 'reject', labelKey: 'promotions.reject', confirmKey: 'promotions.confirmReject', confirmVars: vars, danger: true,
      form: textForm(decide.request, 'reason', 'promotions.reason'),
      call: 'deskPromotionDecide', when: open, request: (row, values) => ({ id: row.id, action: 'reject', reason: values.reason ?? '' }),
    }),
  ],
};

export function PromotionsPage() {
  return <QueuePage config={config} />;
}
