// The downline's filter (a listFilter block's list `downline`): direct players or direct agents,
// and a username to look for. openAccount reads it too (the kind it opens follows the tab).
import type { FilterSchema } from '../../engine/page-filter.ts';
import type { Control, FilteredList } from '../listFilter/filtered-list.ts';
// Named imports: the bundle keeps these two of the declaration, not the defaults validate reads.
import { controls, list } from './filter.json';

export const downlineFilter = {
  type: { kind: 'choice', values: ['players', 'agents'], default: 'players' },
  search: { kind: 'text', maxLength: 30, default: '' },
} as const satisfies FilterSchema;

export const filter: FilteredList = {
  name: list,
  schema: downlineFilter,
  controls: controls as Control[],
  typeLabel: (t) => t('listFilter.downline.type'),
  typeOption: (t, key) => t(`agentDownline.${key}`),
  searchLabel: (t) => t('listFilter.downline.search'),
};
