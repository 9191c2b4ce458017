// A mission's periods in the merchant's time zone (constants.missions.utcOffsetMinutes): daily
// from midnight, weekly from Sunday (as the agent centre's weeks), a date range from its first
// day's midnight to the end of its last day. All [from, to) in epoch milliseconds.
import type { Mission } from '../../../generated/merchant.ts';
import { periodRange } from '../team/index.ts';

const DAY = 86_400_000;

export interface Period {
  from: number;
  to: number;
}

/** Midnight at the start of a YYYY-MM-DD day in the merchant's zone. */
const dayStart = (date: string, offsetMs: number): number => Date.parse(`${date}T00:00:00Z`) - offsetMs;

/** The range of a date-range mission (null for daily and weekly). */
export function rangeOf(mission: Mission, utcOffsetMinutes: number): Period | null {
  const { kind, from, to } = mission.period;
  if (kind !== 'range' || !from || !to) return null;
  const offset = utcOffsetMinutes * 60_000;
  return { from: dayStart(from, offset), to: dayStart(to, offset) + DAY };
}

/** The period `now` falls in; for a range mission the range itself, whether or not `now` is inside it. */
export function currentPeriod(mission: Mission, now: number, utcOffsetMinutes: number): Period {
  if (mission.period.kind === 'daily') return periodRange('today', now, utcOffsetMinutes);
  if (mission.period.kind === 'weekly') return periodRange('thisWeek', now, utcOffsetMinutes);
  return rangeOf(mission, utcOffsetMinutes)!;
}

/** The period that ended last (yesterday, last week, or a range already over); null while a range runs or before it. */
export function previousPeriod(mission: Mission, now: number, utcOffsetMinutes: number): Period | null {
  if (mission.period.kind === 'daily') return periodRange('yesterday', now, utcOffsetMinutes);
  if (mission.period.kind === 'weekly') return periodRange('lastWeek', now, utcOffsetMinutes);
  const range = rangeOf(mission, utcOffsetMinutes)!;
  return now >= range.to ? range : null;
}
