/** The audit log (admins): every desk action as a sentence (who did what to which), with the fields it changed, before → after. */
import { QueuePage } from '../queue/QueuePage.tsx';
import type { QueueConfig } from '../queue/types.ts';
import { auditSentence } from './audit-sentence.ts';
import { ChangeList } from './ChangeList.tsx';

const config: QueueConfig<'deskAudit'> = {
  list: 'deskAudit',
  titleKey: 'page.audit',
  rowKey: (row) => row.id,
  columns: [
    { key: 'at', labelKey: 'audit.when', render: (row, { time }) => time(row.at) },
    {
      key: 'what',
      labelKey: 'audit.what',
      render: (row, { t }) => (
        <div className="audit-entry">
          <p className="audit-sentence">{auditSentence(t, row)}</p>
          <ChangeList before={row.before} after={row.after} t={t} />
        </div>
      ),
    },
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
