// The team's profit and loss filter (a listFilter block's list `teamProfit`): the period (today at
// first) or two dates of the merchant's days, and one member of the team or the whole team. The
// totals block (teamProfitTotals) reads it too.
import type { FilterSchema } from '../../engine/page-filter.ts';
import { TEAM_MEMBER, teamRangeFields } from '../listFilter/team-range.ts';
import type { Control, FilteredList } from '../listFilter/filtered-list.ts';
// Named imports: the bundle keeps these two of the declaration, not the defaults validate reads.
import { controls, list } from './filter.json';

export const teamProfitFilter = {
  ...teamRangeFields('today'),
  member: TEAM_MEMBER,
} as const satisfies FilterSchema;

export const filter: FilteredList = {
  name: list,
  schema: teamProfitFilter,
  controls: controls as Control[],
  teamPeriod: 'today',
};
