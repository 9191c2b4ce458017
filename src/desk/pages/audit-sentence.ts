/**
 * An audit entry as a sentence and a list of changes: "ops1 (Admin) approved withdrawal #12" and
 * "status: pending → approved", instead of the raw before/after JSON. The verb is the action's last
 * part (withdrawal.approve → audit.verb.approve), the object its target (withdrawal:12 →
 * audit.kind.withdrawal #12); an action or kind without a text is shown as it is recorded.
 */
import type { Translate } from '../i18n/i18n.tsx';

export interface AuditChange { field: string; before: string; after: string }

const known = (t: Translate, key: string, fallback: string) => {
  const text = t(key);
  return text === key ? fallback : text;
};

export function auditSentence(t: Translate, entry: { operator: string; role: string; action: string; target: string }): string {
  const verb = entry.action.split('.').at(-1) ?? entry.action;
  const [kind = '', id = ''] = entry.target.split(':');
  const object = id ? `${known(t, `audit.kind.${kind}`, kind)} #${id}` : entry.target;
  return t('audit.sentence', {
    who: `${entry.operator} (${t(`role.${entry.role}`)})`,
    verb: known(t, `audit.verb.${verb}`, entry.action),
    target: object,
  });
}

/** A value as a short text: nothing is "—", text as it is, anything else as compact JSON. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const fields = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : value === null || value === undefined ? {} : { value };

/** The fields whose value differs between before and after, in the order they first appear. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const a = fields(before);
  const b = fields(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((field) => ({ field, before: show(a[field]), after: show(b[field]) }));
}
