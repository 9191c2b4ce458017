// Contract settlement arithmetic: periods in the merchant's time zone, which periods a
// contract settles (in force at the close, after the settle delay, within its life), the tier its
// team reached at and around each threshold, and the amounts, rounded down once.
import { describe, expect, it } from 'vitest';
import { duePeriods, HOUR_MS, MINUTE_MS, DAY_MS, periodAt, SETTLE_DELAY_MS, settlePeriod, settleRealTime, type TeamFigures } from '../../src/platform/features/settlements/rules.ts';

const DHAKA = 360; // minutes east of UTC
const utc = (iso: string) => Date.parse(iso);
const iso = (p: { start: number; end: number }) => [new Date(p.start).toISOString(), new Date(p.end).toISOString()];
const figures = (f: Partial<TeamFigures>): TeamFigures => ({ validBetMinor: 0, profitLossMinor: 0, activeMembers: 0, rounds: 1, ...f });

describe('periods in the merchant time zone', () => {
  const at = utc('2026-11-26T12:34:56Z'); // 18:34:56 in Dhaka, a Thursday

  it('real-time salary: 5-minute windows on the clock; hourly: the merchant hour', () => {
    expect(iso(periodAt('realTimeSalary', null, at, DHAKA))).toEqual(['2026-11-26T12:30:00.000Z', '2026-11-26T12:35:00.000Z']);
    expect(iso(periodAt('hourlySalary', null, at, DHAKA))).toEqual(['2026-11-26T12:00:00.000Z', '2026-11-26T13:00:00.000Z']);
    // Nepal is 5:45 ahead: its hours start at :15 UTC.
    expect(iso(periodAt('hourlySalary', null, at, 345))).toEqual(['2026-11-26T12:15:00.000Z', '2026-11-26T13:15:00.000Z']);
  });

  it('daily salary and daily dividend: the merchant day (midnight in Dhaka is 18:00 UTC)', () => {
    expect(iso(periodAt('dailySalary', null, at, DHAKA))).toEqual(['2026-11-25T18:00:00.000Z', '2026-11-26T18:00:00.000Z']);
    expect(iso(periodAt('dailySalary', null, utc('2026-11-26T18:00:00Z'), DHAKA))).toEqual(['2026-11-26T18:00:00.000Z', '2026-11-27T18:00:00.000Z']);
    expect(iso(periodAt('dividend', 'daily', utc('2026-11-26T17:59:59.999Z'), DHAKA))).toEqual(['2026-11-25T18:00:00.000Z', '2026-11-26T18:00:00.000Z']);
  });

  it('dividend weeks run Sunday to Saturday, half months 1-15 and 16-end, months whole', () => {
    // Thursday 26 November in Dhaka: the week began Sunday 22nd.
    expect(iso(periodAt('dividend', 'weekly', at, DHAKA))).toEqual(['2026-11-21T18:00:00.000Z', '2026-11-28T18:00:00.000Z']);
    expect(iso(periodAt('dividend', 'semimonthly', at, DHAKA))).toEqual(['2026-11-15T18:00:00.000Z', '2026-11-30T18:00:00.000Z']);
    expect(iso(periodAt('dividend', 'semimonthly', utc('2026-11-15T17:59:00Z'), DHAKA))).toEqual(['2026-10-31T18:00:00.000Z', '2026-11-15T18:00:00.000Z']);
    expect(iso(periodAt('dividend', 'monthly', at, DHAKA))).toEqual(['2026-10-31T18:00:00.000Z', '2026-11-30T18:00:00.000Z']);
    expect(iso(periodAt('dividend', 'monthly', utc('2026-12-31T19:00:00Z'), DHAKA))).toEqual(['2026-12-31T18:00:00.000Z', '2027-01-31T18:00:00.000Z']);
  });
});

describe('which periods a contract settles', () => {
  const start = utc('2026-11-26T10:20:00Z');
  const hourly = { type: 'hourlySalary' as const, period: null, activeFrom: start, activeTo: null };
  const first = periodAt('hourlySalary', null, start, 0).start;

  it('the period open at activation settles whole; each closes only after the settle delay', () => {
    const closed = utc('2026-11-26T13:00:00Z');
    expect(duePeriods(hourly, first, closed + SETTLE_DELAY_MS - 1, 0, 100).map(iso)).toEqual([
      ['2026-11-26T10:00:00.000Z', '2026-11-26T11:00:00.000Z'], ['2026-11-26T11:00:00.000Z', '2026-11-26T12:00:00.000Z'],
    ]);
    expect(duePeriods(hourly, first, closed + SETTLE_DELAY_MS, 0, 100)).toHaveLength(3);
  });

  it('goes on from the cursor, at most `limit` at a time', () => {
    const cursor = utc('2026-11-26T12:00:00Z');
    expect(duePeriods(hourly, cursor, utc('2026-11-26T20:00:00Z'), 0, 100).map((p) => p.start)).toEqual(
      [12, 13, 14, 15, 16, 17, 18].map((h) => utc('2026-11-26T00:00:00Z') + h * HOUR_MS),
    );
    expect(duePeriods(hourly, cursor, utc('2026-11-26T20:00:00Z'), 0, 2)).toHaveLength(2);
    expect(duePeriods(hourly, utc('2026-11-26T19:00:00Z'), utc('2026-11-26T20:00:00Z'), 0, 100)).toEqual([]);
  });

  it('an ended contract settles only the periods that closed before it ended (the next version takes the rest)', () => {
    const ended = { ...hourly, activeTo: utc('2026-11-26T12:30:00Z') };
    expect(duePeriods(ended, first, utc('2026-11-27T00:00:00Z'), 0, 100).map((p) => p.end)).toEqual([utc('2026-11-26T11:00:00Z'), utc('2026-11-26T12:00:00Z')]);
    const next = { ...hourly, activeFrom: utc('2026-11-26T12:30:00Z') };
    expect(duePeriods(next, utc('2026-11-26T12:00:00Z'), utc('2026-11-26T14:00:00Z'), 0, 100).map((p) => p.start)).toEqual([utc('2026-11-26T12:00:00Z')]);
  });

  it('a real-time contract settles every 5 minutes', () => {
    const rt = { type: 'realTimeSalary' as const, period: null, activeFrom: start, activeTo: null };
    expect(duePeriods(rt, start, start + DAY_MS + SETTLE_DELAY_MS, 0, 1000)).toHaveLength(288);
    expect(duePeriods(rt, start, start + 5 * MINUTE_MS + SETTLE_DELAY_MS, 0, 1000)).toHaveLength(1);
  });
});

describe('tiers and amounts', () => {
  const salary = [{ teamBetMinor: 100_000, activeMembers: 2, rate: 0.5 }, { teamBetMinor: 500_000, activeMembers: 5, rate: 1 }, { teamBetMinor: 2_000_000, activeMembers: 10, rate: 1.25 }];

  it('salary: a threshold reached exactly counts; every threshold of a tier must be reached', () => {
    expect(settlePeriod('dailySalary', salary, figures({ validBetMinor: 99_999, activeMembers: 50 }))).toMatchObject({ tier: null, amountMinor: 0 });
    expect(settlePeriod('dailySalary', salary, figures({ validBetMinor: 100_000, activeMembers: 2 }))).toEqual({ tier: 1, rate: 0.5, lossRate: null, profitRate: null, amountMinor: 500 });
    // Bets of tier 3 but members of tier 2 only.
    expect(settlePeriod('hourlySalary', salary, figures({ validBetMinor: 3_000_000, activeMembers: 9 }))).toMatchObject({ tier: 2, rate: 1, amountMinor: 30_000 });
    expect(settlePeriod('hourlySalary', salary, figures({ validBetMinor: 3_000_000, activeMembers: 10 }))).toMatchObject({ tier: 3, rate: 1.25, amountMinor: 37_500 });
  });

  it('amounts are rounded down once (1.25% of 1,999 is 24.9875)', () => {
    const one = [{ teamBetMinor: 0, activeMembers: 0, rate: 1.25 }];
    expect(settlePeriod('dailySalary', one, figures({ validBetMinor: 1_999 })).amountMinor).toBe(24);
    // Large stakes stay exact (no float error past 2^53 / 10,000).
    expect(settlePeriod('dailySalary', [{ teamBetMinor: 0, activeMembers: 0, rate: 99.99 }], figures({ validBetMinor: 900_000_000_000_001 })).amountMinor).toBe(899_910_000_000_000);
  });

  it('dividend: rate% of the team loss; a period the team won reaches no tier', () => {
    const dividend = [{ validBetMinor: 1_000_000, profitLossMinor: 0, activeMembers: 1, rate: 10 }, { validBetMinor: 1_000_000, profitLossMinor: 200_000, activeMembers: 3, rate: 20 }];
    expect(settlePeriod('dividend', dividend, figures({ validBetMinor: 5_000_000, profitLossMinor: -1, activeMembers: 9 }))).toMatchObject({ tier: null, amountMinor: 0 });
    expect(settlePeriod('dividend', dividend, figures({ validBetMinor: 5_000_000, profitLossMinor: 199_999, activeMembers: 9 }))).toMatchObject({ tier: 1, amountMinor: 19_999 });
    expect(settlePeriod('dividend', dividend, figures({ validBetMinor: 5_000_000, profitLossMinor: 200_000, activeMembers: 3 }))).toMatchObject({ tier: 2, rate: 20, amountMinor: 40_000 });
    expect(settlePeriod('dividend', dividend, figures({ validBetMinor: 999_999, profitLossMinor: 900_000, activeMembers: 9 }))).toMatchObject({ tier: null });
  });

  it('real-time salary: each stake at the tier its size reaches; losses at lossRate, wins at profitRate, pushes nothing', () => {
    const rt = [{ singleBetMinor: 1_000, lossRate: 1, profitRate: 0.5 }, { singleBetMinor: 10_000, lossRate: 2, profitRate: 1 }];
    expect(settleRealTime(rt, [{ betMinor: 999, outcome: 'loss', count: 100 }])).toMatchObject({ tier: null, amountMinor: 0 });
    const got = settleRealTime(rt, [
      { betMinor: 999, outcome: 'loss', count: 100 }, // below every tier
      { betMinor: 1_000, outcome: 'loss', count: 3 }, // 3 x 10
      { betMinor: 5_000, outcome: 'win', count: 2 }, // 2 x 25
      { betMinor: 10_000, outcome: 'loss', count: 1 }, // 200
      { betMinor: 10_000, outcome: 'win', count: 1 }, // 100
      { betMinor: 20_000, outcome: 'push', count: 4 }, // nothing
    ]);
    expect(got).toEqual({ tier: 2, rate: null, lossRate: 2, profitRate: 1, amountMinor: 30 + 50 + 200 + 100 });
    // Fractions add up before the one rounding: 3 x 0.5 % of 1,001 = 15.015.
    expect(settleRealTime(rt, [{ betMinor: 1_001, outcome: 'win', count: 3 }]).amountMinor).toBe(15);
  });
});
