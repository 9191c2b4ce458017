/**
 * Members' requests to lift a self-exclusion early (support, admin): the reason beside the break
 * in force; approve lets the member confirm after the first cooling-off, refuse needs a note the
 * member reads.
 */
import decide from '../../../schemas/api/deskProtectionLiftDecide.json';
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, textForm, type QueueConfig, type RowOf } from '../queue/types.ts';

type LiftRow = RowOf<'deskProtectionLifts'>;
const STATUSES = ['pending', 'approved', 'confirmed', 'refused'] as const;
const vars = (row: LiftRow) => ({ id: row.id, member: row.member });

const config: QueueConfig<'deskProtectionLifts'> = {
  list: 'deskProtectionLifts',
  titleKey: 'page.protectionLifts',
  rowKey: (row) => row.id,
  columns: [
    { key: 'id', labelKey: 'lifts.id' },
    { key: 'member', labelKey: 'lifts.member' },
    { key: 'reason', labelKey: 'lifts.reason' },
    { key: 'until', labelKey: 'lifts.until', render: (row, { t, time }) => (row.until === null ? t('lifts.noBreak') : row.until >= Date.UTC(9999, 0, 1) ? t('lifts.indefinite') : time(row.until)) },
    { key: 'status', labelKey: 'lifts.status', render: (row, { t }) => `${t(`lifts.status.${row.status}`)}${row.note ? ` · ${row.note}` : ''}` },
    { key: 'requestedAt', labelKey: 'lifts.requested', render: (row, { time }) => time(row.requestedAt) },
  ],
  filters: [{ name: 'status', labelKey: 'lifts.status', options: STATUSES.map((s) => ({ value: s, labelKey: `lifts.status.${s}` })) }],
  initialFilters: { status: 'pending' },
  emptyKey: 'lifts.empty',
  refreshSeconds: 30,
  actions: [
    queueAction<'deskProtectionLiftDecide', LiftRow>({
      key: 'approve', labelKey: 'lifts.approve', confirmKey: 'lifts.confirmApprove', confirmVars: vars,
      call: 'deskProtectionLiftDecide', when: (row) => row.status === 'pending', request: (row) => ({ id: row.id, action: 'approve' }),
    }),
    queueAction<'deskProtectionLiftDecide', LiftRow>({
      key: 'refuse', labelKey: 'lifts.refuse', confirmKey: 'lifts.confirmRefuse', confirmVars: vars, danger: true,
      form: textForm(decide.request, 'note', 'lifts.note'),
      call: 'deskProtectionLiftDecide', when: (row) => row.status === 'pending', request: (row, values) => ({ id: row.id, action: 'refuse', note: values.note ?? '' }),
    }),
  ],
};

export function ProtectionLiftsPage() {
  return <QueuePage config={config} />;
}
