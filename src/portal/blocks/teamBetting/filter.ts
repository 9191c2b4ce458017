// Team betting's filter (a listFilter block's list `teamBets`): the period (today at first) or two
// dates of the merchant's days, a game category or all, and one member of the team or the whole
// team. The totals block (teamBetTotals) reads it too; the downline's "game records" link names
// the member (teamBets.member).
import type { FilterSchema } from '../../engine/page-filter.ts';
import { GAME_CATEGORIES } from '../../../shared/games/types.ts';
import { TEAM_MEMBER, teamRangeFields } from '../listFilter/team-range.ts';
import type { Control, FilteredList } from '../listFilter/filtered-list.ts';
// Named imports: the bundle keeps these two of the declaration, not the defaults validate reads.
import { controls, list } from './filter.json';
import { categoryName } from '../betRecords/filter.ts';

export const teamBetsFilter = {
  ...teamRangeFields('today'),
  category: { kind: 'choice', values: ['all', ...GAME_CATEGORIES], default: 'all' },
  member: TEAM_MEMBER,
} as const satisfies FilterSchema;

export const filter: FilteredList = {
  name: list,
  schema: teamBetsFilter,
  controls: controls as Control[],
  teamPeriod: 'today',
  selects: { category: { label: (t) => t('bets.category'), option: (t, key) => (key === 'all' ? t('bets.category.all') : categoryName(t, key)) } },
};
