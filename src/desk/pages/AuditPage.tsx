/** The audit log (admins): every desk action as a sentence (who did what to which), with the fields it changed, before → after. */
import { QueuePage } from '../queue/QueuePage.tsx';
import type { QueueConfig } from '../queue/types.ts';
import { auditChanges, auditSentence } from './audit-sentence.ts';

const config: QueueConfig<'deskAudit'> = {
  list: 'deskAudit',
  titleKey: 'page.audit',
  rowKey: (row) => row.id,
  columns: [
    { key: 'at', labelKey: 'audit.when', render: (row, { time }) => time(row.at) },
    {
      key: 'what',
      labelKey: 'audit.what',
      render: (row, { t }) => {
        const changes = auditChanges(row.before, row.after);
        return (
          <div className="audit-entry">
            <p className="audit-sentence">{auditSentence(t, row)}</p>
            {changes.length > 0 ? (
              <ul className="audit-changes">
                {changes.map((change) => (
                  <li key={change.field}>
                    <span className="audit-field">{change.field}</span>: <del>{change.before}</del> <span aria-hidden="true">→</span> <ins>{change.after}</ins>
                  </li>
                ))}
              </ul>
            ) : <p className="audit-none">{t('audit.noChange')}</p>}
          </div>
        );
      },
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
