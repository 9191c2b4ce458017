// The lists a listFilter block can filter: each one's filter (its schema, shared with the blocks
// that read it) and how its controls read. The block's `list` setting names one.
import type { TFunction } from 'i18next';
import type { FilterSchema } from '../../engine/page-filter.ts';
import { downlineFilter, incomeFilter } from './filters.ts';

export type Control = 'type' | 'search';

export interface FilteredList {
  schema: FilterSchema;
  /** Its controls, in the order a block without `controls` shows them. */
  controls: readonly Control[];
  typeLabel: (t: TFunction) => string;
  typeOption: (t: TFunction, key: string) => string;
  searchLabel?: (t: TFunction) => string;
}

export const FILTERED_LISTS: Readonly<Record<string, FilteredList>> = {
  income: {
    schema: incomeFilter,
    controls: ['type'],
    typeLabel: (t) => t('listFilter.income.type'),
    typeOption: (t, key) => (key === 'all' ? t('listFilter.income.all') : t(`contract.type.${key}`)),
  },
  downline: {
    schema: downlineFilter,
    controls: ['type', 'search'],
    typeLabel: (t) => t('listFilter.downline.type'),
    typeOption: (t, key) => t(`agentDownline.${key}`),
    searchLabel: (t) => t('listFilter.downline.search'),
  },
};
