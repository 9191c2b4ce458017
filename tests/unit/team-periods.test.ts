// The agent centre's report periods (src/platform/features/team/periods.ts): the merchant's own
// day, weeks Sunday to Saturday, calendar months, at any offset from UTC.
import { describe, expect, it } from 'vitest';
import { periodRange } from '../../src/platform/features/team/periods.ts';

const DAY = 24 * 60 * 60 * 1000;
const utc = (text: string) => Date.parse(`${text}Z`);

describe('team report periods', () => {
  // Wednesday 2026-11-25 02:30 in Hanoi (UTC+7) is Tuesday 19:30 UTC.
  const now = utc('2026-11-24T19:30:00');
  const hanoi = 420;

  it('today and yesterday are the merchant\'s days, not UTC\'s', () => {
    expect(periodRange('today', now, hanoi)).toEqual({ from: utc('2026-11-24T17:00:00'), to: utc('2026-11-25T17:00:00') });
    expect(periodRange('yesterday', now, hanoi)).toEqual({ from: utc('2026-11-23T17:00:00'), to: utc('2026-11-24T17:00:00') });
    expect(periodRange('today', now, 0)).toEqual({ from: utc('2026-11-24T00:00:00'), to: utc('2026-11-25T00:00:00') });
  });

  it('weeks run Sunday to Saturday', () => {
    // In Hanoi it is Wednesday the 25th: the week began Sunday the 22nd.
    expect(periodRange('thisWeek', now, hanoi)).toEqual({ from: utc('2026-11-21T17:00:00'), to: utc('2026-11-28T17:00:00') });
    expect(periodRange('lastWeek', now, hanoi).to - periodRange('lastWeek', now, hanoi).from).toBe(7 * DAY);
  });

  it('months are calendar months, across a year end', () => {
    expect(periodRange('thisMonth', now, hanoi)).toEqual({ from: utc('2026-10-31T17:00:00'), to: utc('2026-11-30T17:00:00') });
    const january = utc('2027-01-10T12:00:00');
    expect(periodRange('lastMonth', january, 0)).toEqual({ from: utc('2026-12-01T00:00:00'), to: utc('2027-01-01T00:00:00') });
  });
});
