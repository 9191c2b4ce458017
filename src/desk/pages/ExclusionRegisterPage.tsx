/**
 * The local stand-in for a national self-exclusion register (support, admin): the people listed by
 * mobile number or email, for every merchant with constants.protection.register = local. Entries
 * are added over the desk call deskExclusionRegisterSet (as a national register's feed would) and
 * removed here.
 */
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, type QueueConfig, type RowOf } from '../queue/types.ts';

type EntryRow = RowOf<'deskExclusionRegister'>;

const config: QueueConfig<'deskExclusionRegister'> = {
  list: 'deskExclusionRegister',
  titleKey: 'page.exclusionRegister',
  rowKey: (row) => row.id,
  columns: [
    { key: 'id', labelKey: 'register.id' },
    { key: 'kind', labelKey: 'register.kind', render: (row, { t }) => t(`register.kind.${row.kind}`) },
    { key: 'value', labelKey: 'register.value' },
    { key: 'until', labelKey: 'register.until', render: (row, { t, time }) => (row.until === null ? t('register.noEnd') : time(row.until)) },
    { key: 'note', labelKey: 'register.note' },
    { key: 'addedAt', labelKey: 'register.added', render: (row, { time }) => `${time(row.addedAt)} · ${row.addedBy}` },
  ],
  emptyKey: 'register.empty',
  actions: [
    queueAction<'deskExclusionRegisterSet', EntryRow>({
      key: 'remove', labelKey: 'register.remove', confirmKey: 'register.confirmRemove', confirmVars: (row) => ({ value: row.value }), danger: true,
      call: 'deskExclusionRegisterSet', request: (row) => ({ action: 'remove', id: row.id }),
    }),
  ],
};

export function ExclusionRegisterPage() {
  return <QueuePage config={config} />;
}
