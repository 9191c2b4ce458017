// What a list block's folder declares in its filter.ts (`export const filter`) for a listFilter
// block to show: the filter's name (a listFilter block's `list`) and its controls, both read from
// the folder's filter.json (which validate checks a merchant's settings with), its schema (shared
// with the blocks that read it) and how the controls read. listFilter finds them in the folders;
// no list of them is kept anywhere.
import type { TFunction } from 'i18next';
import type { FilterSchema } from '../../engine/page-filter.ts';
import type { RangePreset } from './date-range.ts';
import type { TeamPreset } from './team-range.ts';

/**
 * type: tabs of the schema's `type`; search: its `search` text; range: its `range`, `from` and
 * `to` (date-range.ts, or team-range.ts where the list has `teamPeriod`); category, period: a
 * select of that field's choices (the list's `selects`); member: its `member`, a username applied
 * with a button (a team report asks the platform once per member, not per keystroke).
 */
export type Control = 'type' | 'search' | 'range' | 'category' | 'period' | 'member';

/** How a select of a choice field reads. */
export interface SelectText {
  label: (t: TFunction) => string;
  option: (t: TFunction, key: string) => string;
}

export interface FilteredList {
  name: string;
  schema: FilterSchema;
  /** Its controls, in the order a block without `controls` shows them. */
  controls: readonly Control[];
  typeLabel?: (t: TFunction) => string;
  typeOption?: (t: TFunction, key: string) => string;
  searchLabel?: (t: TFunction) => string;
  /** The choice fields shown as a select, by field (and control) name. */
  selects?: Partial<Record<Control, SelectText>>;
  /** The preset its range shows while the address and the filter block name none. */
  rangePreset?: RangePreset;
  /** A team report's range instead (team-range.ts): the period it shows while nothing names one. */
  teamPeriod?: TeamPreset;
}

/** A folder's filter.ts. */
export interface FilterModule {
  filter: FilteredList;
}
