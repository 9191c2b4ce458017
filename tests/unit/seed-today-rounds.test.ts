// The seed's rounds for "today" fall inside the merchant's today at any hour: the agent reports'
// browser tests read today's team rounds, and in the first minutes after the merchant's midnight
// (18:00 UTC for bdwin, UTC+6) rounds 30 and 20 minutes old were yesterday's (they failed then).
import { describe, expect, it } from 'vitest';
import { todayRoundAt } from '../../src/platform/seed-team.ts';
import { periodRange } from '../../src/platform/features/team/periods.ts';

const MINUTE = 60_000;

describe('todayRoundAt', () => {
  it('puts both rounds in the last 40 minutes at midday', () => {
    const now = Date.UTC(2026, 10, 26, 6, 0); // 12:00 in Dhaka
    expect([1, 2].map((n) => todayRoundAt(now, periodRange('today', now, 360).from, n))).toEqual([now - 30 * MINUTE, now - 20 * MINUTE]);
  });

  it('keeps both rounds inside today three minutes after the merchant\'s midnight', () => {
    const now = Date.UTC(2026, 10, 26, 18, 3); // 00:03 in Dhaka
    const { from } = periodRange('today', now, 360);
    expect(from).toBe(Date.UTC(2026, 10, 26, 18, 0));
    for (const n of [1, 2]) {
      const at = todayRoundAt(now, from, n);
      expect(at).toBeGreaterThanOrEqual(from);
      expect(at).toBeLessThan(now);
    }
  });
});
