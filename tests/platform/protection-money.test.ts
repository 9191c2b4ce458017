// A break and the member's money in flight: starting a time-out or self-exclusion closes the
// member's open checkouts (deposit.failed told), a provider callback paying one later is refused
// with deposit.callback.refund (nothing credited, the member told deposit.refunded); and a payout
// whose confirmation window runs out while the member is on a break counts as received but gives
// the security deposit back, where a member who simply did not answer loses it.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callbackText, hmac, providerKey, type CallbackFields } from '../../src/platform/payments/signing.ts';
import { TestDatabases } from './test-databases.ts';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { balanceOf, call, readyToWithdraw, setBalance, tokenOf, walletOf, withdraw } from './withdrawal-helpers.ts';

TestDatabases.describeEach('a break and money in flight', ({ postgres }) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
  }, 300_000);
  afterAll(async () => t?.close());

  const events = async (memberId: number, prefix: string) =>
    (await t.platform.db.query<{ event: string }>('SELECT event FROM messages WHERE member_id = $1 AND event LIKE $2 ORDER BY id', [memberId, `${prefix}%`])).map((r) => r.event);
  const startBreak = async (token: string, body: { kind: string; duration: string }) => {
    const res = await call(t, token, 'POST', '/wps/member/protection/start', body);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  };
  async function callback(fields: { depositId: number; amountMinor: number }) {
    const full: CallbackFields = { currency: 'BDT', outcome: 'paid', providerRef: 'RP-break', nonce: randomBytes(12).toString('hex'), timestamp: t.clock.now(), ...fields };
    const secret = await providerKey(t.platform.stores.settings, 'alpha', t.clock.now());
    return call(t, null, 'POST', '/wps/deposit/callback', { ...full, signature: hmac(secret, callbackText('alpha', full)) });
  }

  it('a time-out closes the open checkout; the provider\'s later payment is refused for a refund, not credited, and the member told', async () => {
    const token = await tokenOf(t, 'player21');
    const { memberId, wallet } = await walletOf(t, 'player21');
    const made = await call(t, token, 'POST', '/wps/member/deposit', { channel: 'bkash', amount: '200', requestKey: `brk-${randomBytes(4).toString('hex')}`, returnUrl: 'http://alpha.localhost/member' });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const { id, amountMinor } = made.body.value.deposit as { id: number; amountMinor: number };
    const before = await balanceOf(t, wallet);
    await startBreak(token, { kind: 'timeout', duration: '24h' });
    expect((await t.platform.stores.deposits.find('alpha', id))?.status).toBe('expired');
    t.clock.advance(60_000);
    expectFailureEnvelope((await callback({ depositId: id, amountMinor })).body, 'deposit.callback.refund');
    expect(await balanceOf(t, wallet)).toBe(before);
    expect((await t.platform.stores.deposits.find('alpha', id))?.status).toBe('expired');
    expect(await events(memberId, 'deposit.')).toEqual(['deposit.failed', 'deposit.refunded']);
  });

  it('a payout unanswered during a self-exclusion returns the security deposit; one simply unanswered keeps it', async () => {
    const finance = await deskToken(t, 'finance01');
    const outcomes: Record<string, number> = {};
    for (const [username, excludes] of [['member01', true], ['player22', false]] as const) {
      const token = await tokenOf(t, username);
      await setBalance(t, username, 1_000_000);
      const made = await withdraw(t, token, await readyToWithdraw(t, token), '600');
      expect(made.body.success, JSON.stringify(made.body)).toBe(true);
      const id = made.body.value.id as number;
      for (const action of ['approve', 'pay']) {
        const res = await t.raw('POST', '/wps/desk/withdrawals/decide', { token: finance, body: { id, action, idempotencyKey: actionKey() } });
        expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      }
      if (excludes) await startBreak(token, { kind: 'selfExclusion', duration: '6m' });
      const w = (await t.platform.stores.withdrawals.find('alpha', id))!;
      expect(w.securityDeposit).toBeGreaterThan(0);
      outcomes[username] = w.securityDeposit;
    }
    // Past the merchant's confirmation window (withdrawalConfirmMinutes, a day for alpha).
    t.clock.advance(25 * 60 * 60_000);
    const job = await t.raw('POST', '/dev/withdrawals/job', { body: {} });
    expect(job.body.success, JSON.stringify(job.body)).toBe(true);
    expect(job.body.value.timedOut, JSON.stringify(job.body)).toBeGreaterThanOrEqual(2);
    for (const [username, returned] of [['member01', true], ['player22', false]] as const) {
      const { wallet } = await walletOf(t, username);
      const w = (await t.platform.stores.withdrawals.find('alpha', (await t.platform.db.query<{ id: number }>(
        `SELECT w.id FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE m.username = $1 AND w.merchant = 'alpha' ORDER BY w.id DESC LIMIT 1`, [username]))[0]!.id))!;
      expect(w).toMatchObject({ status: 'success', confirmation: 'timed_out', depositForfeit: !returned });
      // The wallet: a million less the request, plus the deposit when it came back.
      expect(await balanceOf(t, wallet), username).toBe(1_000_000 - w.amount - w.securityDeposit + (returned ? outcomes[username]! : 0));
    }
  });
});
