// What bet records' blocks read of the page's filter (blocks/betRecords/filter.ts): the range and
// the category, and the first page's request, the same for the list and the totals (one call).
import { useFilterRange } from '../../blocks/listFilter/use-filter-range.ts';
import { betsFilter, filter } from '../../blocks/betRecords/filter.ts';
import type { Range } from '../../blocks/listFilter/range.ts';

export function useBetsFilter(): { range: Range; category: string } {
  const [value, range] = useFilterRange(filter.name, betsFilter, filter.rangePreset ?? 'week');
  return { range, category: value.category };
}

export const betsRequest = (range: Range, category: string) => ({ from: String(range.from), to: String(range.to), category });
