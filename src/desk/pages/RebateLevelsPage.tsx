/**
 * Members' rebate levels (finance, admin): find a member, raise or lower them one configured level
 * (the platform offers the next level below and above, so only real levels are offered); the
 * member's rates follow at once, and each change is in the audit log with before and after.
 */
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, type QueueConfig, type RowOf } from '../queue/types.ts';

type Row = RowOf<'deskRebateMembers'>;

const config: QueueConfig<'deskRebateMembers'> = {
  list: 'deskRebateMembers',
  titleKey: 'page.rebateLevels',
  rowKey: (row) => row.id,
  columns: [
    { key: 'id', labelKey: 'rebateLevels.id' },
    { key: 'member', labelKey: 'rebateLevels.member' },
    { key: 'level', labelKey: 'rebateLevels.level' },
  ],
  filters: [{ name: 'member', labelKey: 'rebateLevels.member' }],
  emptyKey: 'rebateLevels.none',
  actions: [
    queueAction<'deskRebateLevelSet', Row>({
      key: 'raise', labelKey: 'rebateLevels.raise', confirmKey: 'rebateLevels.confirmRaise',
      confirmVars: (row) => ({ member: row.member, from: row.level, to: row.higherLevel ?? row.level }),
      call: 'deskRebateLevelSet', when: (row) => row.higherLevel !== null, request: (row) => ({ memberId: row.id, level: row.higherLevel ?? row.level }),
    }),
    queueAction<'deskRebateLevelSet', Row>({
      key: 'lower', labelKey: 'rebateLevels.lower', confirmKey: 'rebateLevels.confirmLower', danger: true,
      confirmVars: (row) => ({ member: row.member, from: row.level, to: row.lowerLevel ?? row.level }),
      call: 'deskRebateLevelSet', when: (row) => row.lowerLevel !== null, request: (row) => ({ memberId: row.id, level: row.lowerLevel ?? row.level }),
    }),
  ],
};

export function RebateLevelsPage() {
  return <QueuePage config={config} />;
}
