// What an audited action or a significant event changed, field by field: before struck through, after.
import type { Translate } from '../i18n/i18n.tsx';
import { auditChanges } from './audit-sentence.ts';

export function ChangeList({ before, after, t }: { before: unknown; after: unknown; t: Translate }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <p className="audit-none">{t('audit.noChange')}</p>;
  return (
    <ul className="audit-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="audit-field">{change.field}</span>: <del>{change.before}</del> <span aria-hidden="true">→</span> <ins>{change.after}</ins>
        </li>
      ))}
    </ul>
  );
}
