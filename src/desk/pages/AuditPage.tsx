/** The audit log (admins): every desk action with who, when, what, before and after. */
import { QueuePage } from '../queue/QueuePage.tsx';
import type { QueueConfig } from '../queue/types.ts';

const state = (value: unknown) => <code className="state">{value === null || value === undefined ? '—' : JSON.stringify(value, null, 1)}</code>;

const config: QueueConfig<'deskAudit'> = {
  list: 'deskAudit',
  titleKey: 'page.audit',
  rowKey: (row) => row.id,
  columns: [
    { key: 'at', labelKey: 'audit.when', render: (row, { time }) => time(row.at) },
    { key: 'operator', labelKey: 'audit.who', render: (row, { t }) => `${row.operator} (${t(`role.${row.role}`)})` },
    { key: 'action', labelKey: 'audit.action' },
    { key: 'target', labelKey: 'audit.target' },
    { key: 'before', labelKey: 'audit.before', render: (row) => state(row.before) },
    { key: 'after', labelKey: 'audit.after', render: (row) => state(row.after) },
  ],
  filters: [
    { name: 'operator', labelKey: 'audit.who' },
    { name: 'action', labelKey: 'audit.action' },
    { name: 'target', labelKey: 'audit.target' },
  ],
  emptyKey: 'audit.empty',
};

export function AuditPage() {
  return <QueuePage config={config} />;
}
