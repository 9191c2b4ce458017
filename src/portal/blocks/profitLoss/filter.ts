// Profit and loss's filter (a listFilter block's list `profit`): the range, the last 7 days at
// first. The totals block (profitTotals) reads it too.
import type { FilterSchema } from '../../engine/page-filter.ts';
import { dateRangeFields } from '../listFilter/date-range.ts';
import type { FilteredList } from '../listFilter/filtered-list.ts';

export const profitFilter = dateRangeFields('week') satisfies FilterSchema;

export const filter: FilteredList = {
  name: 'profit',
  schema: profitFilter,
  controls: ['range'],
  rangePreset: 'week',
};
