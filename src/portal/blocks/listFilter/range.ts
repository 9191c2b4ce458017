// The history pages' ranges in the member's own day: presets (today, yesterday, 7 and 30 days)
// and a custom pair of dates, as the [from, to) epoch-millisecond range the platform takes.
// The platform checks the same limits again (12 months long, 12 months back).

export type Preset = 'today' | 'yesterday' | 'week' | 'month' | 'custom';
export const PRESETS: readonly Preset[] = ['today', 'yesterday', 'week', 'month', 'custom'];
export const MAX_DAYS = 366;

export interface Range {
  from: number;
  to: number;
}

/** Local midnight of `date` plus `days` (DST-safe: built from the calendar date, not by adding ms). */
function midnight(date: Date, days = 0): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days).getTime();
}

export function presetRange(preset: Exclude<Preset, 'custom'>, now: Date): Range {
  switch (preset) {
    case 'today':
      return { from: midnight(now), to: midnight(now, 1) };
    case 'yesterday':
      return { from: midnight(now, -1), to: midnight(now) };
    case 'week':
      return { from: midnight(now, -6), to: midnight(now, 1) };
    case 'month':
      return { from: midnight(now, -29), to: midnight(now, 1) };
  }
}

/** `YYYY-MM-DD` of a local date (what a date input shows). */
export function dateInputValue(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export type RangeProblem = 'missing' | 'reversed' | 'tooLong' | 'tooOld';

/** Two date inputs (both days included) as a range, or what is wrong with them. */
export function customRange(fromDate: string, toDate: string, now: Date): Range | RangeProblem {
  const parse = (value: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
    // A day the month does not have (an address made by hand) is no date, not the next month's.
    return date && date.getDate() === Number(m![3]) ? date : null;
  };
  const from = parse(fromDate);
  const to = parse(toDate);
  if (!from || !to) return 'missing';
  const range = { from: midnight(from), to: midnight(to, 1) };
  if (range.from >= range.to) return 'reversed';
  if (range.to - range.from > MAX_DAYS * 86_400_000) return 'tooLong';
  if (range.from < midnight(now, -(MAX_DAYS - 1))) return 'tooOld';
  return range;
}
