// The agent centre's report periods in the merchant's time zone. Weeks run Sunday to Saturday (as
// the peer portals' team overview). Returns [from, to) in epoch milliseconds.
export type TeamPeriod = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';

const DAY = 24 * 60 * 60 * 1000;

export function periodRange(period: TeamPeriod, now: number, utcOffsetMinutes: number): { from: number; to: number } {
  const offset = utcOffsetMinutes * 60 * 1000;
  // The merchant's wall clock, read through UTC getters.
  const local = new Date(now + offset);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset;
  const weekStart = today - local.getUTCDay() * DAY;
  const month = (delta: number) => Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + delta, 1) - offset;
  switch (period) {
    case 'today': return { from: today, to: today + DAY };
    case 'yesterday': return { from: today - DAY, to: today };
    case 'thisWeek': return { from: weekStart, to: weekStart + 7 * DAY };
    case 'lastWeek': return { from: weekStart - 7 * DAY, to: weekStart };
    case 'thisMonth': return { from: month(0), to: month(1) };
    case 'lastMonth': return { from: month(-1), to: month(0) };
  }
}
