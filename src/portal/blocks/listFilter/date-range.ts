// A date range in a page's filter (engine/page-filter.ts): a preset (today, yesterday, the last 7
// or 30 days) or `custom` with two dates, `<filter>.range`, `.from` and `.to` in the address. A
// list reads the range the filter holds; a custom pair the calls do not take (reversed, longer or
// older than they accept, not a date) is ignored and the default preset shows, as any other value
// a list does not take.
import { customRange, presetRange, PRESETS, type Preset, type Range, type RangeProblem } from './range.ts';

export type RangePreset = Exclude<Preset, 'custom'>;

/** A date as a date input gives it, or nothing (the field's default). */
const DATE = { kind: 'text', maxLength: 10, pattern: /^(\d{4}-\d{2}-\d{2})?$/, default: '' } as const;

/** The filter fields of a date range whose preset is `preset` until the address names another. */
export function dateRangeFields(preset: RangePreset = 'week') {
  return {
    range: { kind: 'choice', values: PRESETS, default: preset },
    from: DATE,
    to: DATE,
  } as const;
}

export interface RangeValue {
  range: string;
  from: string;
  to: string;
}

/** The preset a filter falls back to: the page's filter block's default where it is a preset, else `fallback`. */
export function defaultPreset(given: unknown, fallback: RangePreset): RangePreset {
  return typeof given === 'string' && given !== 'custom' && (PRESETS as readonly string[]).includes(given) ? (given as RangePreset) : fallback;
}

/** What a custom pair is wrong with, or null (a preset, or a pair the calls take). */
export function rangeProblem(value: RangeValue, now: Date): RangeProblem | null {
  if (value.range !== 'custom') return null;
  const range = customRange(value.from, value.to, now);
  return typeof range === 'string' ? range : null;
}

/** The [from, to) range `value` stands for on `now`'s day; a custom pair the calls do not take gives `preset`'s. */
export function filterRange(value: RangeValue, preset: RangePreset, now: Date): Range {
  if (value.range === 'custom') {
    const range = customRange(value.from, value.to, now);
    if (typeof range === 'object') return range;
  } else if ((PRESETS as readonly string[]).includes(value.range)) {
    return presetRange(value.range as RangePreset, now);
  }
  return presetRange(preset, now);
}
