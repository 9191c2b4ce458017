// When each lottery game draws. Fast games draw every minute; a national lottery draws once a day
// at its own local time (northern Vietnam's at 18:30 Hanoi time), so the lobby's countdown, the
// latest draws and the merchant's content agree. Periods are numbered so that a period's draw is
// at drawTime(period); the current period is the one whose draw is still to come.
export type DrawSchedule = { kind: 'every'; minutes: number } | { kind: 'daily'; at: string; utcOffsetMinutes: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const everyMinute: DrawSchedule = { kind: 'every', minutes: 1 };
const daily = (at: string, utcOffsetMinutes: number): DrawSchedule => ({ kind: 'daily', at, utcOffsetMinutes });

/** By the game's code within its vendor (catalogue LOTTERY_GAMES); any other game draws every minute. */
export const DRAW_SCHEDULES: Record<string, DrawSchedule> = {
  VNHN: daily('18:30', 420),
  VNHCM: daily('16:30', 420),
  TH: daily('15:30', 420),
  LAO: daily('20:30', 420),
  MY4D: daily('19:00', 480),
};

export function drawSchedule(code: string): DrawSchedule {
  return DRAW_SCHEDULES[code] ?? everyMinute;
}

/** Milliseconds after local midnight of "HH:MM", less the offset: the draw's instant within a UTC day. */
function dailyBase(schedule: { at: string; utcOffsetMinutes: number }): number {
  const [hours, minutes] = schedule.at.split(':').map(Number) as [number, number];
  return (hours * 60 + minutes - schedule.utcOffsetMinutes) * MINUTE;
}

/** The instant (epoch ms) period `period` draws. */
export function drawTime(schedule: DrawSchedule, period: number): number {
  if (schedule.kind === 'every') return (period + 1) * schedule.minutes * MINUTE;
  return period * DAY + dailyBase(schedule);
}

/** The period whose draw is the next one after `now`. */
export function currentPeriod(schedule: DrawSchedule, now: number): number {
  if (schedule.kind === 'every') return Math.floor(now / (schedule.minutes * MINUTE));
  return Math.floor((now - dailyBase(schedule)) / DAY) + 1;
}
