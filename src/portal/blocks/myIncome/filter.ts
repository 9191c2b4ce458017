// My income's filter (a listFilter block's list `income`): all settlements or one contract
// type's. The totals block (incomeTotals) reads it too.
import type { FilterSchema } from '../../engine/page-filter.ts';
import type { Control, FilteredList } from '../listFilter/filtered-list.ts';
// Named imports: the bundle keeps these two of the declaration, not the defaults validate reads.
import { controls, list } from './filter.json';

export const CONTRACT_TYPES = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;

export const incomeFilter = {
  type: { kind: 'choice', values: ['all', ...CONTRACT_TYPES], default: 'all' },
} as const satisfies FilterSchema;

export const filter: FilteredList = {
  name: list,
  schema: incomeFilter,
  controls: controls as Control[],
  typeLabel: (t) => t('listFilter.income.type'),
  typeOption: (t, key) => (key === 'all' ? t('listFilter.income.all') : t(`contract.type.${key}`)),
};
