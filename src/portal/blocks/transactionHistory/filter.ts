// The transaction history's filter (a listFilter block's list `history`): the range (the last 7
// days at first) and which records: the wallet's movements, the deposits or the withdrawals.
import type { FilterSchema } from '../../engine/page-filter.ts';
import { dateRangeFields } from '../listFilter/date-range.ts';
import type { Control, FilteredList } from '../listFilter/filtered-list.ts';
// Named imports: the bundle keeps these two of the declaration, not the defaults validate reads.
import { controls, list } from './filter.json';

export const historyFilter = {
  ...dateRangeFields('week'),
  type: { kind: 'choice', values: ['transactions', 'deposits', 'withdrawals'], default: 'transactions' },
} as const satisfies FilterSchema;

export const filter: FilteredList = {
  name: list,
  schema: historyFilter,
  controls: controls as Control[],
  rangePreset: 'week',
  typeLabel: (t) => t('history.tabs'),
  typeOption: (t, key) => t(`history.tab.${key}`),
};
