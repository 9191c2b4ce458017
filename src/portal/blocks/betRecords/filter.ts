// Bet records' filter (a listFilter block's list `bets`): the range (the last 7 days at first)
// and a game category or all. The totals block (betTotals) reads it too.
import type { TFunction } from 'i18next';
import type { FilterSchema } from '../../engine/page-filter.ts';
import { GAME_CATEGORIES } from '../../../shared/games/types.ts';
import { dateRangeFields } from '../listFilter/date-range.ts';
import type { Control, FilteredList } from '../listFilter/filtered-list.ts';
// Named imports: the bundle keeps these two of the declaration, not the defaults validate reads.
import { controls, list } from './filter.json';

/** A category by the header's own name for it (bet records and profit and loss alike). */
export const categoryName = (t: TFunction, category: string | null): string =>
  category === null || category === 'OTHER' ? t('profit.category.other') : t(`nav.${category === 'LOTT' ? 'lottery' : category.toLowerCase()}`);

export const betsFilter = {
  ...dateRangeFields('week'),
  category: { kind: 'choice', values: ['all', ...GAME_CATEGORIES], default: 'all' },
} as const satisfies FilterSchema;

export const filter: FilteredList = {
  name: list,
  schema: betsFilter,
  controls: controls as Control[],
  rangePreset: 'week',
  selects: { category: { label: (t) => t('bets.category'), option: (t, key) => (key === 'all' ? t('bets.category.all') : categoryName(t, key)) } },
};
