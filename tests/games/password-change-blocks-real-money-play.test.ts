// Regression: "password change required" was not enforced on game rounds: newbie01 (default
// password) and expired01 (expired password) could not transfer but could launch and bet real
// money. Every real-money action now refuses them, server side; demo play stays open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from '../platform/helpers.ts';
import { balanceOf, firstSlotId, launchSlot, logIn, round, state, ticketFor } from './launched-game.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ games: true });
});
afterAll(async () => t?.close());

const DAY = 24 * 3_600_000;

describe('a member who must change the password first', () => {
  for (const [username, password] of [['newbie01', 'Default@2026'], ['expired01', 'Member@123']] as const) {
    it(`${username} cannot launch a game on real credit (as a transfer is refused)`, async () => {
      const token = await logIn(t, username, password);
      const launched = await launchSlot(t, token, await firstSlotId(t));
      expect(launched.status).toBe(403);
      expectFailureEnvelope(launched.json(), 'password.change.required');
      const transfer = await t.raw('POST', '/wps/relay/GCS_walletTransfer', { token, body: { toUsername: 'agent01', amount: '1', idempotencyKey: `pw-${username}-1` } });
      expectFailureEnvelope(transfer.body, 'password.change.required');
    });
  }

  it('cannot bet with a ticket launched before the password became due, and no money moves', async () => {
    const token = await logIn(t, 'member01', 'Member@123');
    const ticket = await ticketFor(t, token);
    const before = await balanceOf(t, token);
    await t.platform.db.query("UPDATE members SET password_changed_at = $1 WHERE username = 'member01' AND merchant = 'alpha'", [t.clock.now() - 91 * DAY]);
    try {
      const bet = await round(t, { ticket, roundId: 'due-round-1', bet: 100 });
      expect(bet.status).toBe(403);
      expectFailureEnvelope(bet.json(), 'password.change.required');
      expect((await state(t, ticket)).status).toBe(403);
      const rows = await t.platform.db.query("SELECT 1 FROM game_rounds WHERE round_id = 'due-round-1'");
      expect(rows).toHaveLength(0);
    } finally {
      await t.platform.db.query("UPDATE members SET password_changed_at = $1 WHERE username = 'member01' AND merchant = 'alpha'", [t.clock.now()]);
    }
    expect(await balanceOf(t, token)).toBe(before);
  });

  it('a trial account still plays on demo credit', async () => {
    const ticket = await ticketFor(t, await logIn(t, 'trial01', 'Trial@123'));
    const played = (await round(t, { ticket, roundId: 'trial-round-1', bet: 100 })).json<{ success: boolean; value: { round: { demo: boolean } } }>();
    expect(played.success).toBe(true);
    expect(played.value.round.demo).toBe(true);
  });
});
