// The member's transaction history: every wallet movement with type, time, amount,
// exact balance after it, order number and remark; a range, a type filter and keyset pages; only
// the member's own rows; bad input answered with its errorCode; the role matrix.
// Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, type TestAccount } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { call } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PATH = '/wps/member/history/transactions';

interface Item { id: number; type: string; kind: string; createdAt: number; amountMinor: number; balanceAfterMinor: number | null; orderNo: string; remark: string | null }

TestDatabases.describeEach('transaction history', ({ postgres }) => {
  let tp: TestPlatform;
  let alice: TestAccount;
  let token: string;
  let start: number;
  let keyNo = 0;

  /** One movement between the account's wallet and the house, at the clock's time. */
  async function move(account: TestAccount, kind: string, amount: number, key = `k${++keyNo}:${kind}`, memo?: string) {
    const { ledger } = tp.platform.stores;
    const wallet = await ledger.account('alpha', 'member', account.id, 'BDT');
    const house = await ledger.account('alpha', 'house', null, 'BDT');
    await ledger.post({ merchant: 'alpha', idempotencyKey: key, kind, ...(memo ? { memo } : {}), at: tp.clock.now(), entries: [{ accountId: house, amount: -amount }, { accountId: wallet, amount }] });
  }
  const page = (query: Record<string, string | number>, t = token) =>
    call(tp, t, 'GET', `${PATH}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  const all = { from: 0, to: 0 };

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    alice = await newAccount(tp, { creditMinor: 100_000 });
    start = tp.clock.now();
    // One movement an hour (the sessions are opened after: they expire after 30 idle minutes).
    const hourly: [string, number, string | undefined, string | undefined][] = [
      ['deposit', 50_000, 'deposit:41:credit', 'D41'],
      ['game_bet', -1_000, `game:${alice.id}:round-0001:bet`, undefined],
      ['game_win', 2_500, `game:${alice.id}:round-0001:win`, undefined],
      ['game_bet', -1_000, `game:${alice.id}:round-0002:bet`, undefined],
      ['member_transfer', -3_000, undefined, `${alice.username} -> bob`],
    ];
    for (const [kind, amount, key, memo] of hourly) {
      tp.clock.advance(HOUR);
      await move(alice, kind, amount, key, memo);
    }
    tp.clock.advance(HOUR);
    // A withdrawal's hold and its release (rejected): both name the withdrawal.
    const { ledger } = tp.platform.stores;
    const wallet = await ledger.account('alpha', 'member', alice.id, 'BDT');
    tp.clock.advance(HOUR);
    const held = await ledger.hold({ merchant: 'alpha', walletAccountId: wallet, amount: 20_000, purpose: 'withdrawal', idempotencyKey: 'withdrawal:77:hold', at: tp.clock.now() });
    tp.clock.advance(HOUR);
    await ledger.release({ merchant: 'alpha', holdId: held.hold.id, at: tp.clock.now() });
    tp.clock.advance(DAY);
    all.from = start - HOUR;
    all.to = tp.clock.now() + HOUR;
    token = await tokenOf(tp, alice);
  }, 120_000);
  afterAll(async () => tp.close());

  it('lists every movement newest first with the exact balance after each, its order number and remark', async () => {
    const res = await page({ ...all, pageSize: 50 });
    expect(res.status).toBe(200);
    const items = res.body.value.items as Item[];
    expect(items.map((i) => [i.kind, i.type, i.amountMinor, i.remark])).toEqual([
      ['hold_release', 'withdrawal', 20_000, 'W77'],
      ['hold', 'withdrawal', -20_000, 'W77'],
      ['member_transfer', 'transfer', -3_000, `${alice.username} -> bob`],
      ['game_bet', 'game', -1_000, 'round-0002'],
      ['game_win', 'game', 2_500, 'round-0001'],
      ['game_bet', 'game', -1_000, 'round-0001'],
      ['deposit', 'deposit', 50_000, 'D41'],
      ['seed_credit', 'other', 100_000, null],
    ]);
    expect(res.body.value.nextCursor).toBeNull();
    const wallet = await tp.platform.stores.ledger.account('alpha', 'member', alice.id, 'BDT');
    expect(items[0]!.balanceAfterMinor).toBe(await tp.platform.stores.ledger.balance(wallet));
    // Each balance is the next older one plus this movement, down to the first credit.
    for (const [i, item] of items.entries()) expect(item.balanceAfterMinor).toBe((items[i + 1]?.balanceAfterMinor ?? 0) + item.amountMinor);
    expect(new Set(items.map((i) => i.orderNo)).size).toBe(items.length);
    for (const [i, item] of items.entries()) if (items[i + 1]) expect(item.createdAt).toBeGreaterThanOrEqual(items[i + 1]!.createdAt);
  });

  it('filters by range and by type', async () => {
    const games = (await page({ ...all, type: 'game' })).body.value.items as Item[];
    expect(games.map((i) => i.kind)).toEqual(['game_bet', 'game_win', 'game_bet']);
    const other = (await page({ ...all, type: 'other' })).body.value.items as Item[];
    expect(other.map((i) => i.kind)).toEqual(['seed_credit']);
    // Hours 2 to 4 after the start: the two bets of round 1's and 2's hours and the win between.
    const window = (await page({ from: start + 2 * HOUR, to: start + 4 * HOUR + 1 })).body.value.items as Item[];
    expect(window.map((i) => i.kind)).toEqual(['game_bet', 'game_win', 'game_bet']);
    const empty = (await page({ from: start + 30 * DAY, to: start + 31 * DAY })).body;
    expect(empty.value).toEqual({ items: [], nextCursor: null });
  });

  it('pages by cursor: no row twice or missed, even when a movement arrives between pages', async () => {
    const whole = ((await page({ ...all, pageSize: 50 })).body.value.items as Item[]).map((i) => i.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await page({ ...all, pageSize: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...(res.body.value.items as Item[]).map((i) => i.id));
      cursor = res.body.value.nextCursor;
      // A new movement (newest) after the first page does not shift the older pages.
      if (pages === 0) await move(alice, 'game_bet', -10);
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(whole);
  });

  it('shows a member only their own movements', async () => {
    const bob = await newAccount(tp, { creditMinor: 7_000 });
    const bobToken = await tokenOf(tp, bob);
    const items = (await page({ ...all, pageSize: 500 }, bobToken)).body.value.items as Item[];
    expect(items.map((i) => [i.kind, i.amountMinor, i.balanceAfterMinor])).toEqual([['seed_credit', 7_000, 7_000]]);
    // Alice's cursor on Bob's session pages Bob's rows, never Alice's.
    const aliceFirst = (await page({ ...all, pageSize: 1 })).body.value.nextCursor as string;
    const viaCursor = (await page({ ...all, cursor: aliceFirst }, bobToken)).body.value.items as Item[];
    expect(viaCursor.every((i) => i.amountMinor === 7_000)).toBe(true);
  });

  it('keeps each balance exact when movements of one wallet run at once', async () => {
    const carol = await newAccount(tp, { creditMinor: 10_000 });
    const { ledger } = tp.platform.stores;
    const wallet = await ledger.account('alpha', 'member', carol.id, 'BDT');
    const house = await ledger.account('alpha', 'house', null, 'BDT');
    await Promise.all(Array.from({ length: 12 }, (_, n) =>
      ledger.post({ merchant: 'alpha', idempotencyKey: `carol:${carol.id}:${n}`, kind: 'game_bet', at: tp.clock.now(), entries: [{ accountId: wallet, amount: -(n + 1) }, { accountId: house, amount: n + 1 }] })));
    const items = (await page({ ...all, to: tp.clock.now() + HOUR, pageSize: 50 }, await tokenOf(tp, carol))).body.value.items as Item[];
    expect(items).toHaveLength(13);
    const balances = items.map((i) => i.balanceAfterMinor);
    expect(new Set(balances).size).toBe(13);
    // Ordered by id (one time for all): each balance is the previous plus its own amount.
    const byId = [...items].sort((a, b) => a.id - b.id);
    for (const [i, item] of byId.entries()) expect(item.balanceAfterMinor).toBe((byId[i - 1]?.balanceAfterMinor ?? 0) + item.amountMinor);
    expect(byId.at(-1)!.balanceAfterMinor).toBe(await ledger.balance(wallet));
  });

  it('answers bad input with its errorCode: reversed or too long ranges, huge pages, malformed cursors', async () => {
    const now = tp.clock.now();
    const cases: [Record<string, string | number>, string][] = [
      [{ from: all.to, to: all.from }, 'history.range.invalid'],
      [{ from: all.from, to: all.from }, 'history.range.invalid'],
      [{ from: 'yesterday', to: all.to }, 'history.range.invalid'],
      [{ from: '-5', to: all.to }, 'history.range.invalid'],
      [{ from: '1e12', to: all.to }, 'history.range.invalid'],
      [{ from: now - 400 * DAY, to: now }, 'history.range.tooLong'],
      [{ from: now - 380 * DAY, to: now - 370 * DAY }, 'history.range.tooLong'],
      [{ ...all, pageSize: 0 }, 'history.pageSize.invalid'],
      [{ ...all, pageSize: 501 }, 'history.pageSize.invalid'],
      [{ ...all, pageSize: '99999999' }, 'history.pageSize.invalid'],
      [{ ...all, pageSize: '20.5' }, 'history.pageSize.invalid'],
      [{ ...all, cursor: 'not a cursor' }, 'history.cursor.invalid'],
      [{ ...all, cursor: Buffer.from('12.abc').toString('base64url') }, 'history.cursor.invalid'],
      [{ ...all, cursor: Buffer.from("1'; DROP TABLE x").toString('base64url') }, 'history.cursor.invalid'],
      [{ ...all, cursor: 'x'.repeat(200) }, 'validation.failed'],
      [{ ...all, type: 'everything' }, 'validation.failed'],
      [{ from: all.from }, 'validation.failed'],
    ];
    for (const [query, code] of cases) {
      const res = await page(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expectFailureEnvelope(res.body, code);
    }
    // A full 12 months back from now is allowed.
    expect((await page({ from: now - 365 * DAY, to: now })).body.success).toBe(true);
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(tp);
    }, 60_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s', async (role) => {
      const res = await asRole(tp, roles, role, 'GET', `${PATH}?from=${all.from}&to=${tp.clock.now() + HOUR}`);
      const code = expected[role];
      if (code) {
        expectFailureEnvelope(res.body, code);
        return;
      }
      // Each real account sees its own credit, and only it.
      const own = roles.account[role as 'member' | 'anotherMember' | 'agent'];
      const items = res.body.value.items as Item[];
      expect(items.map((i) => [i.kind, i.amountMinor])).toEqual([['seed_credit', 100_000]]);
      const wallet = await tp.platform.stores.ledger.account('alpha', 'member', own.id, 'BDT');
      expect(items[0]!.balanceAfterMinor).toBe(await tp.platform.stores.ledger.balance(wallet));
    });
  });
});
