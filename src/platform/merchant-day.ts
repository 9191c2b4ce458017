// The merchant's day: reward centre rules count days from the merchant's midnight
// (constants.rewardCenter.utcOffsetMinutes), never the server's or the browser's.
import { ApiError } from './errors.ts';

export const DAY_MS = 86_400_000;

/** The merchant's date (YYYY-MM-DD) at `at`, `daysAgo` days back. */
export function merchantDay(at: number, utcOffsetMinutes: number, daysAgo = 0): string {
  return new Date(at + utcOffsetMinutes * 60_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** Epoch ms of the merchant's midnight that starts `day`. */
export function dayStart(day: string, utcOffsetMinutes: number): number {
  return Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * 60_000;
}

/** [from, to) of the merchant's day `daysAgo` days before the one `at` falls in. */
export function dayRange(at: number, utcOffsetMinutes: number, daysAgo = 0): { day: string; from: number; to: number } {
  const day = merchantDay(at, utcOffsetMinutes, daysAgo);
  const from = dayStart(day, utcOffsetMinutes);
  return { day, from, to: from + DAY_MS };
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/** A query's day that is no calendar date: the envelope's field error, so the form can show it by the field. */
export function dayFieldError(field: string): { errors: { field: string; keyword: string; message: string }[] } {
  return { errors: [{ field, keyword: 'format', message: 'a calendar date written YYYY-MM-DD' }] };
}

/**
 * A desk list's optional days `from` and `to` (inclusive) as epoch ms, `to` the end of its day.
 * A day that is no calendar date, or a last day before the first, is validation.failed naming
 * the field, so the desk shows it beside that field.
 */
export function dayRangeOf(query: { from?: string | undefined; to?: string | undefined }, utcOffsetMinutes: number): { from?: number; to?: number } {
  const { from, to } = query;
  for (const [field, day] of [['from', from], ['to', to]] as const) {
    if (day && !isCalendarDay(day)) throw new ApiError(400, 'validation.failed', `${field}: a calendar date written YYYY-MM-DD`, dayFieldError(field));
  }
  if (from && to && from > to) {
    throw new ApiError(400, 'validation.failed', 'The last day is before the first', { errors: [{ field: 'to', keyword: 'formatMinimum', message: 'not before the first day' }] });
  }
  return { ...(from ? { from: dayStart(from, utcOffsetMinutes) } : {}), ...(to ? { to: dayStart(to, utcOffsetMinutes) + DAY_MS } : {}) };
}
