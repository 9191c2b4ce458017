// The desk's player view (GLI-19 2.8.1): support finds a member by part of the username, the mobile
// number or the email address, and reads the balance, limits, exclusion, payout accounts, the
// newest money movements and significant events; finance, another merchant's desk and a member token get nothing. On PGlite
// and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP } from './accounts.ts';
import { deskToken } from './desk-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('desk player view', ({ postgres }) => {
  let t: TestPlatform;
  let support: string;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    support = await deskToken(t, 'support01');
  }, 300_000);
  afterAll(async () => t?.close());

  const desk = (path: string, token = support, merchant = 'alpha') => t.raw('GET', path, { token, merchant });

  it('finds a member by username part, mobile or email, and shows balance, limits, exclusion, payout accounts and events', async () => {
    const mobile = `8801${String(Date.now()).slice(-9)}`;
    const email = `Player${Date.now()}@Example.com`;
    const account = await newAccount(t, { creditMinor: 12_345, mobile, email });
    await newAccount(t); // someone else, never in the answers below
    for (const q of [account.username.slice(2, 9).toUpperCase(), mobile, email.toLowerCase()]) {
      const found = await desk(`/wps/desk/players?q=${encodeURIComponent(q)}`);
      expect(found.body.success, JSON.stringify(found.body)).toBe(true);
      expect(found.body.value.items.map((i: { id: number }) => i.id)).toEqual([account.id]);
    }
    const token = await tokenOf(t, account);
    await t.raw('POST', '/wps/member/deposit/limits', { ip: LOCAL_IP, token, body: { period: 'week', amount: '300' } });
    const started = await t.raw('POST', '/wps/member/protection/start', { ip: LOCAL_IP, token, body: { kind: 'timeout', duration: '24h' } });
    expect(started.body.success, JSON.stringify(started.body)).toBe(true);

    // 21 bonuses after the opening credit: the view lists the 20 newest movements of the wallet.
    const { ledger } = t.platform.stores;
    const wallet = await ledger.account('alpha', 'member', account.id, 'BDT');
    const house = await ledger.account('alpha', 'house', null, 'BDT');
    for (let n = 1; n <= 21; n += 1) {
      t.clock.advance(1_000);
      await ledger.post({ merchant: 'alpha', idempotencyKey: `promotion:player-view:${account.id}:${n}`, kind: 'promotion', at: t.clock.now(), entries: [{ accountId: house, amount: -n }, { accountId: wallet, amount: n }] });
    }

    const view = await desk(`/wps/desk/player?id=${account.id}`);
    expect(view.body.success, JSON.stringify(view.body)).toBe(true);
    expect(view.body.value).toMatchObject({
      member: { id: account.id, username: account.username, mobile, email },
      balanceMinor: 12_345 + 231,
      protection: { kind: 'timeout', until: started.body.value.until },
      depositLimits: [{ period: 'week', limitMinor: 30_000 }],
      payoutAccounts: [],
    });
    expect(view.body.value.events.map((e: { type: string }) => e.type)).toEqual(['exclusion.changed', 'limit.changed']);
    const history = view.body.value.history as { category: string; amountMinor: number; balanceAfterMinor: number }[];
    expect(history.map((h) => h.amountMinor)).toEqual(Array.from({ length: 20 }, (_, i) => 21 - i));
    expect(history.every((h) => h.category === 'bonus')).toBe(true);
    expect(history[0]!.balanceAfterMinor).toBe(await ledger.balance(wallet));
    expect(history[19]!.balanceAfterMinor).toBe(12_345 + 1 + 2);
  });

  it('finance, another merchant and a member token are refused; another merchant\'s member is not found', async () => {
    const account = await newAccount(t);
    const finance = await deskToken(t, 'finance01');
    expectFailureEnvelope((await desk(`/wps/desk/players?q=${account.username}`, finance)).body, 'desk.role.forbidden');
    expectFailureEnvelope((await desk(`/wps/desk/player?id=${account.id}`, finance)).body, 'desk.role.forbidden');
    const beta = await deskToken(t, 'support01', 'beta');
    expect((await desk(`/wps/desk/players?q=${account.username}`, beta, 'beta')).body.value.total).toBe(0);
    expectFailureEnvelope((await desk(`/wps/desk/player?id=${account.id}`, beta, 'beta')).body, 'desk.member.notFound');
    const member = await desk(`/wps/desk/player?id=${account.id}`, await tokenOf(t, account));
    expect(member.status).toBe(401);
  });
});
