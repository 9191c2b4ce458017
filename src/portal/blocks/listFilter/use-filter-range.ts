// A list block's read of its page filter's date range (date-range.ts): the filter and the
// [from, to) range it stands for today.
import { usePageFilter, usePageFilterDefaults } from '../../engine/use-page-filter.ts';
import type { FilterSchema, FilterValue } from '../../engine/page-filter.ts';
import type { Range } from './range.ts';
import { defaultPreset, filterRange, type RangePreset, type RangeValue } from './date-range.ts';

export function useFilterRange<S extends FilterSchema>(name: string, schema: S, preset: RangePreset): [FilterValue<S>, Range] {
  const [filter] = usePageFilter(name, schema);
  const defaults = usePageFilterDefaults(name);
  return [filter, filterRange(filter as unknown as RangeValue, defaultPreset(defaults.range, preset), new Date())];
}
