// Team transactions' filter (a listFilter block's list `teamTransactions`): the period (today at
// first) or two dates of the merchant's days, a type of movement or all, and one member of the
// team or the whole team. The totals block (teamTransactionTotals) reads it too.
import type { FilterSchema } from '../../engine/page-filter.ts';
import { TEAM_MEMBER, teamRangeFields } from '../listFilter/team-range.ts';
import type { Control, FilteredList } from '../listFilter/filtered-list.ts';
// Named imports: the bundle keeps these two of the declaration, not the defaults validate reads.
import { controls, list } from './filter.json';

export const teamTransactionsFilter = {
  ...teamRangeFields('today'),
  type: { kind: 'choice', values: ['all', 'deposit', 'withdrawal', 'transfer'], default: 'all' },
  member: TEAM_MEMBER,
} as const satisfies FilterSchema;

export const filter: FilteredList = {
  name: list,
  schema: teamTransactionsFilter,
  controls: controls as Control[],
  teamPeriod: 'today',
  selects: { type: { label: (t) => t('history.type'), option: (t, key) => t(`history.type.${key}`) } },
};
