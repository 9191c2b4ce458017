// What profit and loss's blocks read of the page's filter (blocks/profitLoss/filter.ts): the
// range's request, the same for the totals and the report (one call).
import { useFilterRange } from '../../blocks/listFilter/use-filter-range.ts';
import { filter, profitFilter } from '../../blocks/profitLoss/filter.ts';
import { tzOffsetMinutes } from './bet-labels.tsx';

export function useProfitRequest() {
  const [, range] = useFilterRange(filter.name, profitFilter, filter.rangePreset ?? 'week');
  return { from: String(range.from), to: String(range.to), tzOffset: String(tzOffsetMinutes(range.from)) };
}
