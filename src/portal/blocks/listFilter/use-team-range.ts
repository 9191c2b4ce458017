// A team report block's read of its page filter's period (team-range.ts): the filter and the
// range the report call takes, in the merchant's days (`offset`: merchantOffset of the config).
// No import of the config here: the filters chunk then imports nothing of the first load's.
import { usePageFilter, usePageFilterDefaults } from '../../engine/use-page-filter.ts';
import type { FilterSchema, FilterValue } from '../../engine/page-filter.ts';
import { defaultTeamPeriod, teamRangeQuery, type TeamPreset, type TeamRangeQuery } from './team-range.ts';

export function useTeamRange<S extends FilterSchema>(name: string, schema: S, period: TeamPreset, offset: number): [FilterValue<S>, TeamRangeQuery] {
  const [filter] = usePageFilter(name, schema);
  const defaults = usePageFilterDefaults(name);
  const value = filter as unknown as { range: string; from: string; to: string };
  return [filter, teamRangeQuery(value, defaultTeamPeriod(defaults.range, period), offset, Date.now())];
}
