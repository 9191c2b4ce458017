// The deposit expiry job and the provider callback with two platform processes on one PostgreSQL
// database: an open request past its expiry ends once (one deposit.failed message) whichever
// process runs the job, and a paid callback racing on both processes credits once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFakeClock } from '../../src/platform/clock.ts';
import { callbackText, hmac, providerKey } from '../../src/platform/payments/signing.ts';
import type { RunningPlatform } from '../../src/platform/server.ts';
import { runDepositExpiry } from '../../src/platform/features/deposits/service.ts';
import { TestDatabases } from './test-databases.ts';
import { startSecondProcess, startTestPlatform, type TestPlatform } from './helpers.ts';
import { balanceOf, call, setBalance, tokenOf, walletOf } from './withdrawal-helpers.ts';

const RETURN = 'http://alpha.localhost/member/depositv2';

TestDatabases.describePostgres('deposit job and callbacks on two platforms sharing PostgreSQL', () => {
  const clock = createFakeClock(Date.UTC(2026, 0, 1));
  let a: TestPlatform;
  let b: RunningPlatform;

  beforeAll(async () => {
    a = await startTestPlatform({ postgres: true, clock, withdrawalJobMs: false, depositJobMs: false, watchMerchants: false });
    b = (await startSecondProcess(a)).platform;
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const jobOn = (p: RunningPlatform) => runDepositExpiry({ stores: p.stores, clock, merchants: p.merchants, notifier: p.notifier });
  const failedMessages = async (memberId: number) =>
    Number((await a.platform.db.query<{ n: unknown }>("SELECT count(*) AS n FROM messages WHERE member_id = $1 AND event = 'deposit.failed'", [memberId]))[0]?.n);

  it('an unpaid request expires once whichever process runs the job', async () => {
    const token = await tokenOf(a, 'member01');
    const { memberId } = await walletOf(a, 'member01');
    const made = await call(a, token, 'POST', '/wps/member/deposit', { channel: 'bkash', amount: '500', requestKey: `job-${randomBytes(4).toString('hex')}`, returnUrl: RETURN });
    clock.advance(31 * 60_000);
    const [x, y] = await Promise.all([jobOn(a.platform), jobOn(b)]);
    expect(x.expired + y.expired).toBe(1);
    expect((await b.stores.deposits.find('alpha', made.body.value.deposit.id as number))?.status).toBe('expired');
    expect(await failedMessages(memberId)).toBe(1);
  });

  it('the same paid outcome delivered to both processes at once credits once', async () => {
    const token = await tokenOf(a, 'member01');
    await setBalance(a, 'member01', 0);
    const { wallet } = await walletOf(a, 'member01');
    const made = await call(a, token, 'POST', '/wps/member/deposit', { channel: 'nagad', amount: '700', requestKey: `race-${randomBytes(4).toString('hex')}`, returnUrl: RETURN });
    const id = made.body.value.deposit.id as number;
    const secret = await providerKey(a.platform.stores.settings, 'alpha', clock.now());
    const signed = () => {
      const fields = { depositId: id, amountMinor: 70_000, currency: 'BDT', outcome: 'paid' as const, providerRef: 'RP-race', nonce: randomBytes(12).toString('hex'), timestamp: clock.now() };
      return { ...fields, signature: hmac(secret, callbackText('alpha', fields)) };
    };
    const post = (url: string) => fetch(`${url}/wps/deposit/callback`, { method: 'POST', headers: { 'content-type': 'application/json', Merchant: 'alpha' }, body: JSON.stringify(signed()) }).then((r) => r.json() as Promise<{ value: { status: string } }>);
    const answers = await Promise.all([post(a.platform.url), post(b.url), post(a.platform.url), post(b.url)]);
    expect(answers.map((r) => r.value.status)).toEqual(['approved', 'approved', 'approved', 'approved']);
    expect(await balanceOf(a, wallet)).toBe(70_000);
  });
});
