// Regression: the round API coerced with Number(): a bet of [100] or "1e2" played as 100.
// Rounds are validated by their call schema (schemas/api/demoGameRound.json) with no coercion. And the game page
// reported rounds with postMessage(..., '*'): the state call now names the launching portal's
// origin, which the page posts to (the browser test game-round-report-origin.spec.ts follows it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from '../platform/helpers.ts';
import { balanceOf, firstSlotId, launchSlot, logIn, round, state, ticketFor } from './launched-game.ts';

let t: TestPlatform;
let token = '';
let ticket = '';
beforeAll(async () => {
  t = await startTestPlatform({ games: true });
  token = await logIn(t, 'member01', 'Member@123');
  ticket = await ticketFor(t, token);
});
afterAll(async () => t?.close());

describe('POST /demo-games/api/round', () => {
  it('refuses numbers that are not JSON integers, unknown fields and bad ids, and moves no money', async () => {
    const before = await balanceOf(t, token);
    const bad: Array<Record<string, unknown>> = [
      { bet: [100] }, { bet: '1e2' }, { bet: '100' }, { bet: 100.5 }, { bet: true }, { bet: null }, { bet: { v: 100 } },
      { bet: 100, pick: '3' }, { bet: 100, pick: 10 }, { bet: 100, extra: 1 }, { bet: 100, roundId: 12345678 }, { bet: 100, roundId: 'short' },
    ];
    for (const [i, variant] of bad.entries()) {
      const response = await round(t, { ticket, roundId: `schema-round-${i}`, ...variant });
      expect(response.status, JSON.stringify(variant)).toBe(400);
      expectFailureEnvelope(response.json(), 'validation.failed');
    }
    expect(await balanceOf(t, token)).toBe(before);
    expect(await t.platform.db.query("SELECT 1 FROM game_rounds WHERE round_id LIKE 'schema-round-%'")).toHaveLength(0);
  });

  it('plays a well-formed round', async () => {
    const played = (await round(t, { ticket, roundId: 'schema-good-1', bet: 100 })).json<{ success: boolean; value: { round: { bet: number } } }>();
    expect(played.success).toBe(true);
    expect(played.value.round.bet).toBe(100);
  });
});

describe('GET /demo-games/api/state', () => {
  it('names the portal origin that launched the game, the only target of round reports', async () => {
    const host = `beta.localhost:${t.platform.port}`;
    const launched = (await launchSlot(t, token, await firstSlotId(t), host)).json<{ value: { game_url: string } }>();
    const fromBeta = new URL(launched.value.game_url).searchParams.get('ticket') ?? '';
    expect((await state(t, fromBeta)).json<{ value: { portalOrigin: string } }>().value.portalOrigin).toBe(`http://${host}`);
    expect((await state(t, ticket)).json<{ value: { portalOrigin: string } }>().value.portalOrigin).toBe(`http://alpha.localhost:${t.platform.port}`);
  });
});
