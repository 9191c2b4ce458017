/**
 * Significant events (support, admin): failed logins, large bets and wins, desk balance
 * adjustments, limit, exclusion, personal-data, bonus and settings changes, each with who did it
 * and the fields it changed, before → after. Read only: the platform keeps them append-only.
 */
import { QueuePage } from '../queue/QueuePage.tsx';
import type { QueueConfig } from '../queue/types.ts';
import type { Translate } from '../i18n/i18n.tsx';
import { ChangeList } from './ChangeList.tsx';

const TYPES = ['login.failed', 'bet.large', 'win.large', 'balance.adjusted', 'limit.changed', 'exclusion.changed', 'profile.changed', 'bonus.changed', 'settings.changed'] as const;

function actorText(t: Translate, actor: string): string {
  if (actor.startsWith('operator:')) return t('events.actor.operator', { name: actor.slice('operator:'.length) });
  return t(actor === 'member' ? 'events.actor.member' : 'events.actor.system');
}

const config: QueueConfig<'deskEvents'> = {
  list: 'deskEvents',
  titleKey: 'page.events',
  rowKey: (row) => row.id,
  columns: [
    { key: 'at', labelKey: 'events.when', render: (row, { time }) => time(row.at) },
    { key: 'type', labelKey: 'events.type', render: (row, { t }) => t(`events.type.${row.type}`) },
    { key: 'member', labelKey: 'events.member', render: (row) => row.member ?? '' },
    { key: 'actor', labelKey: 'events.actor', render: (row, { t }) => actorText(t, row.actor) },
    { key: 'ip', labelKey: 'events.ip', render: (row) => row.ip ?? '' },
    {
      key: 'what',
      labelKey: 'events.what',
      render: (row, { t }) => <ChangeList before={row.before} after={row.after} t={t} />,
    },
  ],
  filters: [
    { name: 'member', labelKey: 'events.member' },
    { name: 'type', labelKey: 'events.type', options: TYPES.map((type) => ({ value: type, labelKey: `events.type.${type}` })) },
    { name: 'from', labelKey: 'events.from', date: true },
    { name: 'to', labelKey: 'events.to', date: true, notBefore: 'from' },
  ],
  emptyKey: 'events.empty',
};

export function EventsPage() {
  return <QueuePage config={config} />;
}
