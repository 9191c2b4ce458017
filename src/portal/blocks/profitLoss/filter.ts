// Profit and loss's filter (a listFilter block's list `profit`): the range, the last 7 days at
// first. The totals block (profitTotals) reads it too.
import type { FilterSchema } from '../../engine/page-filter.ts';
import { dateRangeFields } from '../listFilter/date-range.ts';
import type { Control, FilteredList } from '../listFilter/filtered-list.ts';
// Named imports: the bundle keeps these two of the declaration, not the defaults validate reads.
import { controls, list } from './filter.json';

export const profitFilter = dateRangeFields('week') satisfies FilterSchema;

export const filter: FilteredList = {
  name: list,
  schema: profitFilter,
  controls: controls as Control[],
  rangePreset: 'week',
};
