/** The merchant's operators (admins): disable or enable one, audited like every desk action. */
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, type QueueConfig, type RowOf } from '../queue/types.ts';

type Row = RowOf<'deskOperators'>;
const ROLES = ['finance', 'support', 'admin'].map((role) => ({ value: role, labelKey: `role.${role}` }));

const config: QueueConfig<'deskOperators'> = {
  list: 'deskOperators',
  titleKey: 'page.operators',
  rowKey: (row) => row.id,
  columns: [
    { key: 'username', labelKey: 'operators.username' },
    { key: 'role', labelKey: 'operators.role', render: (row, { t }) => t(`role.${row.role}`) },
    { key: 'disabled', labelKey: 'operators.status', render: (row, { t }) => t(row.disabled ? 'operators.disabled' : 'operators.active') },
    { key: 'createdAt', labelKey: 'operators.created', render: (row, { time }) => time(row.createdAt) },
  ],
  filters: [
    { name: 'role', labelKey: 'operators.role', options: ROLES },
    { name: 'status', labelKey: 'operators.status', options: [{ value: 'active', labelKey: 'operators.active' }, { value: 'disabled', labelKey: 'operators.disabled' }] },
  ],
  actions: [
    queueAction<'deskOperatorSetDisabled', Row>({
      key: 'disable', labelKey: 'operators.disable', confirmKey: 'operators.confirmDisable', danger: true,
      confirmVars: (row) => ({ name: row.username }),
      call: 'deskOperatorSetDisabled', when: (row, { operatorId }) => !row.disabled && row.id !== operatorId, request: (row) => ({ id: row.id, disabled: true }),
    }),
    queueAction<'deskOperatorSetDisabled', Row>({
      key: 'enable', labelKey: 'operators.enable', confirmKey: 'operators.confirmEnable',
      confirmVars: (row) => ({ name: row.username }),
      call: 'deskOperatorSetDisabled', when: (row) => row.disabled, request: (row) => ({ id: row.id, disabled: false }),
    }),
  ],
};

export function OperatorsPage() {
  return <QueuePage config={config} />;
}
