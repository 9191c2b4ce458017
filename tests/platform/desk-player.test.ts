// The desk's player view (GLI-19 2.8.1): support finds a member by part of the username, the mobile
// number or the email address, and reads the balance, limits, exclusion, payout accounts, the
// newest significant events and the member's full statement (every wallet movement, newest first,
// page by page, within a range of the merchant's days); finance, another merchant's desk and a
// member token get nothing. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP } from './accounts.ts';
import { deskToken } from './desk-helpers.ts';
import { TestDatabases } from './test-databases.ts';
import { merchantDay } from '../../src/platform/merchant-day.ts';
import { merchantUtcOffsetMinutes } from '../../src/platform/features/team/index.ts';

interface Line { id: number; at: number; orderNo: string; category: string; amountMinor: number; balanceAfterMinor: number }

TestDatabases.describeEach('desk player view', ({ postgres }) => {
  let t: TestPlatform;
  let support: string;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    support = await deskToken(t, 'support01');
  }, 300_000);
  afterAll(async () => t?.close());

  const desk = (path: string, token?: string, merchant = 'alpha') => t.raw('GET', path, { token: token ?? support, merchant });

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

    // 21 bonuses after the opening credit.
    const { ledger } = t.platform.stores;
    const wallet = await ledger.account('alpha', 'member', account.id, 'BDT');
    const house = await ledger.account('alpha', 'house', null, 'BDT');
    const bonus = async (n: number) => ledger.post({ merchant: 'alpha', idempotencyKey: `promotion:player-view:${account.id}:${n}`, kind: 'promotion', at: t.clock.now(), entries: [{ accountId: house, amount: -n }, { accountId: wallet, amount: n }] });
    for (let n = 1; n <= 21; n += 1) {
      t.clock.advance(1_000);
      await bonus(n);
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

    // The statement, 20 a page: the 22 movements newest first, the second page ending with the opening credit.
    const statement = async (query: string) => desk(`/wps/desk/player/statement?id=${account.id}${query}`, support);
    const first = await statement('');
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    expect(first.body.value).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    const second = await statement('&page=2');
    expect(second.body.value).toMatchObject({ total: 22, page: 2 });
    const lines = [...first.body.value.items, ...second.body.value.items] as Line[];
    expect(lines.map((l) => l.amountMinor)).toEqual([...Array.from({ length: 21 }, (_, i) => 21 - i), 12_345]);
    expect(lines.slice(0, 21).every((l) => l.category === 'bonus')).toBe(true);
    expect(new Set(lines.map((l) => l.id)).size).toBe(22);
    // Each line's balance after is the next older one's plus its amount, from 0 to the ledger's balance.
    expect(lines[0]!.balanceAfterMinor).toBe(await ledger.balance(wallet));
    lines.forEach((line, i) => expect(line.balanceAfterMinor - line.amountMinor).toBe(lines[i + 1]?.balanceAfterMinor ?? 0));
    expect((await statement('&page=3')).body.value.items).toEqual([]);
    expect((await statement('&pageSize=50')).body.value.items).toHaveLength(22);

    // Two days on, one more bonus: a range of days holds what falls in it, on the merchant's days.
    const offset = merchantUtcOffsetMinutes(t.platform.merchants.byCode('alpha')!);
    const before = merchantDay(t.clock.now(), offset);
    t.clock.advance(2 * 86_400_000);
    await bonus(22);
    support = await deskToken(t, 'support01'); // the desk session ended while the clock moved on
    const today = merchantDay(t.clock.now(), offset);
    const recent = await statement(`&from=${today}&to=${today}`);
    expect(recent.body.value.total).toBe(1);
    expect(recent.body.value.items.map((l: Line) => l.amountMinor)).toEqual([22]);
    expect((await statement(`&to=${before}&pageSize=50`)).body.value.total).toBe(22);
    expect((await statement(`&from=${before}`)).body.value.total).toBe(23);
    const notADay = await statement('&from=2026-02-30');
    expectFailureEnvelope(notADay.body, 'validation.failed');
    expect(notADay.body.value.errors[0].field).toBe('from');
    expectFailureEnvelope((await statement(`&from=${today}&to=${before}`)).body, 'validation.failed');
    expectFailureEnvelope((await statement('&pageSize=101')).body, 'validation.failed');
  });

  it('finance, another merchant and a member token are refused; another merchant\'s member is not found (view and statement)', async () => {
    const account = await newAccount(t, { creditMinor: 500 });
    const finance = await deskToken(t, 'finance01');
    expectFailureEnvelope((await desk(`/wps/desk/players?q=${account.username}`, finance)).body, 'desk.role.forbidden');
    expectFailureEnvelope((await desk(`/wps/desk/player?id=${account.id}`, finance)).body, 'desk.role.forbidden');
    const beta = await deskToken(t, 'support01', 'beta');
    expect((await desk(`/wps/desk/players?q=${account.username}`, beta, 'beta')).body.value.total).toBe(0);
    expectFailureEnvelope((await desk(`/wps/desk/player?id=${account.id}`, beta, 'beta')).body, 'desk.member.notFound');
    const member = await desk(`/wps/desk/player?id=${account.id}`, await tokenOf(t, account));
    expect(member.status).toBe(401);
    // The statement: support and admin of the member's merchant; no one else.
    const statement = `/wps/desk/player/statement?id=${account.id}`;
    expect((await desk(statement)).body.value.total).toBeGreaterThan(0);
    expect((await desk(statement, await deskToken(t, 'admin01'))).body.value.total).toBeGreaterThan(0);
    expectFailureEnvelope((await desk(statement, finance)).body, 'desk.role.forbidden');
    expectFailureEnvelope((await desk(statement, beta, 'beta')).body, 'desk.member.notFound');
    expectFailureEnvelope((await desk(`/wps/desk/player/statement?id=999999999`)).body, 'desk.member.notFound');
    const asMember = await desk(statement, await tokenOf(t, account));
    expect(asMember.status).toBe(401);
    expect((await t.raw('GET', statement, {})).status).toBe(401);
  });
});
