// Points from real demo-provider rounds: a round keeps its game's category, and the
// points mall turns settled real-money bets into points at that category's rate (alpha: RNG 10.00
// of valid bet per point); a replayed round earns nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../platform/helpers.ts';
import { logIn, round, ticketFor } from './launched-game.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ games: true });
});
afterAll(async () => t?.close());

const pointsOf = async (token: string) => (await t.raw('GET', '/wps/relay/MCS2_getPointBalance', { token, ip: '127.0.0.1' })).body.value.points as number;

describe('points from game rounds', () => {
  it('a slot round is stored as RNG and its bet earns points once', async () => {
    const token = await logIn(t, 'member01', 'Member@123');
    const before = await pointsOf(token);
    const ticket = await ticketFor(t, token);
    for (const id of ['points-round-1', 'points-round-2']) {
      const played = round(t, { ticket, roundId: id, bet: 5000 });
      expect((await played).json<{ success: boolean }>().success).toBe(true);
    }
    // The same round again is a replay: no second bet, no second points.
    expect((await round(t, { ticket, roundId: 'points-round-1', bet: 5000 })).json<{ value: { replayed: boolean } }>().value.replayed).toBe(true);
    const rows = await t.platform.db.query<{ game_type: string }>("SELECT game_type FROM game_rounds WHERE round_id LIKE 'points-round-%'");
    expect(rows.map((r) => r.game_type)).toEqual(['RNG', 'RNG']);
    // 2 × 50.00 at 10.00 per point.
    expect(await pointsOf(token)).toBe(before + 10);
    expect(await pointsOf(token)).toBe(before + 10);
  });
});
