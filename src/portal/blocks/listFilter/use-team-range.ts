// A team report block's read of its page filter's period (team-range.ts): the filter and the
// range the report call takes, in the merchant's days.
import { useConfig } from '../../app/config-context.tsx';
import { usePageFilter, usePageFilterDefaults } from '../../engine/use-page-filter.ts';
import type { FilterSchema, FilterValue } from '../../engine/page-filter.ts';
import { defaultTeamPeriod, teamRangeQuery, type TeamPreset, type TeamRangeQuery } from './team-range.ts';

/** The merchant's UTC offset, the one the platform's team periods use. */
export function useMerchantOffset(): number {
  const constants = useConfig().constants as { withdrawals?: { hours?: { utcOffsetMinutes?: number } } };
  return constants.withdrawals?.hours?.utcOffsetMinutes ?? 0;
}

export function useTeamRange<S extends FilterSchema>(name: string, schema: S, period: TeamPreset): [FilterValue<S>, TeamRangeQuery] {
  const [filter] = usePageFilter(name, schema);
  const defaults = usePageFilterDefaults(name);
  const offset = useMerchantOffset();
  const value = filter as unknown as { range: string; from: string; to: string };
  return [filter, teamRangeQuery(value, defaultTeamPeriod(defaults.range, period), offset, Date.now())];
}
