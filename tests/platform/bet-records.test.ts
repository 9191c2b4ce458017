// Bet records (personalHistoryCopy): the member's real-money rounds newest first with
// game, category, bet, valid bet, win, profit or loss and status; totals over the whole range and
// category (checked against the sum of every page's rows); keyset pages; only the member's own
// rounds; bad input answered with its errorCode; the role matrix. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, type TestAccount } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { call } from './withdrawal-helpers.ts';
import { round, ticketFor } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PATH = '/wps/member/history/bets';

interface Item { roundId: string; createdAt: number; gameId: number; gameName: string | null; category: string | null; betMinor: number; validBetMinor: number; winMinor: number; profitMinor: number; status: string }
interface Made { roundId: string; category: string; bet: number; win: number; settled: boolean; demo?: boolean; member?: number }

TestDatabases.describeEach('bet records', ({ postgres }) => {
  let tp: TestPlatform;
  let alice: TestAccount;
  let token: string;
  const all = { from: 0, to: 0 };
  const made: Made[] = [];
  const gameOf: Record<string, number> = {};

  /** A round row as the provider writes it; `gameType` null is a round from before migration 420. */
  async function insert(account: TestAccount, m: Made, gameType: string | null = m.category) {
    await tp.platform.db.query(
      `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
       VALUES ('alpha', $1, $2, $3, $4, $5, $6, '{}', $7, $8, $9)`,
      [account.id, m.roundId, gameOf[m.category], m.demo ?? false, m.bet, m.win, m.settled ? 1 : null, tp.clock.now(), gameType],
    );
    if (account === alice && !m.demo) made.push(m);
  }
  const page = (query: Record<string, string | number>, t = token) =>
    call(tp, t, 'GET', `${PATH}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  const expected = (rows: Made[]) => ({
    count: rows.length,
    betMinor: rows.reduce((s, r) => s + r.bet, 0),
    validBetMinor: rows.reduce((s, r) => s + (r.settled ? r.bet : 0), 0),
    winMinor: rows.reduce((s, r) => s + (r.settled ? r.win : 0), 0),
    profitMinor: rows.reduce((s, r) => s + (r.settled ? r.win - r.bet : 0), 0),
  });

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, games: true, withdrawalJobMs: false, depositJobMs: false });
    for (const category of ['RNG', 'LIVE', 'LOTT']) {
      const list = await tp.raw('GET', `/wps/relay/GCSGAME_gameList?gameType=${category}&pageSize=1`);
      gameOf[category] = list.body.value.list[0].gameId as number;
    }
    alice = await newAccount(tp, { creditMinor: 1_000_000 });
    const bob = await newAccount(tp, { creditMinor: 1_000_000 });
    all.from = tp.clock.now();
    await insert(alice, { roundId: 'old-rng-0001', category: 'RNG', bet: 1_000, win: 0, settled: true }, null);
    tp.clock.advance(HOUR);
    await insert(alice, { roundId: 'live-0001', category: 'LIVE', bet: 5_000, win: 12_000, settled: true });
    await insert(alice, { roundId: 'live-0002', category: 'LIVE', bet: 5_000, win: 0, settled: true });
    tp.clock.advance(HOUR);
    await insert(alice, { roundId: 'lott-0001', category: 'LOTT', bet: 500, win: 4_500, settled: true });
    await insert(alice, { roundId: 'lott-0002', category: 'LOTT', bet: 500, win: 0, settled: false });
    await insert(alice, { roundId: 'demo-0001', category: 'RNG', bet: 100_000, win: 0, settled: true, demo: true });
    await insert(bob, { roundId: 'bobs-0001', category: 'RNG', bet: 7_000, win: 0, settled: true });
    tp.clock.advance(DAY);
    // Two slot rounds through the demo provider itself: it records the category.
    token = await tokenOf(tp, alice);
    const ticket = await ticketFor(tp, token);
    for (const id of ['slot-00001', 'slot-00002']) {
      const played = await round(tp, { ticket, roundId: id, bet: 1_000 });
      expect(played.status, played.text).toBe(200);
      const r = played.json<{ value: { round: { bet: number; win: number } } }>().value.round;
      made.push({ roundId: id, category: 'RNG', bet: r.bet, win: r.win, settled: true });
      tp.clock.advance(1_000);
    }
    all.to = tp.clock.now() + HOUR;
  }, 120_000);
  afterAll(async () => tp.close());

  it('lists the member\'s real-money rounds newest first, with totals for the whole range', async () => {
    const res = await page({ ...all, pageSize: 50 });
    expect(res.status).toBe(200);
    const items = res.body.value.items as Item[];
    expect(items.map((i) => i.roundId)).toEqual(['slot-00002', 'slot-00001', 'lott-0002', 'lott-0001', 'live-0002', 'live-0001', 'old-rng-0001']);
    const byId = Object.fromEntries(made.map((m) => [m.roundId, m]));
    for (const item of items) {
      const m = byId[item.roundId]!;
      expect(item.category, item.roundId).toBe(m.category);
      expect(item.gameId).toBe(gameOf[m.category]);
      expect(item.gameName).toEqual(expect.any(String));
      expect([item.betMinor, item.validBetMinor, item.winMinor, item.profitMinor]).toEqual(
        m.settled ? [m.bet, m.bet, m.win, m.win - m.bet] : [m.bet, 0, 0, 0]);
      expect(item.status).toBe(!m.settled ? 'pending' : m.win > 0 ? 'won' : 'lost');
    }
    expect(res.body.value.totals).toEqual(expected(made));
    expect(res.body.value.nextCursor).toBeNull();
  });

  it('filters by category, including older rounds that have only a game id', async () => {
    for (const category of ['RNG', 'LIVE', 'LOTT']) {
      const res = await page({ ...all, category });
      const rows = made.filter((m) => m.category === category);
      expect((res.body.value.items as Item[]).map((i) => i.roundId).sort()).toEqual(rows.map((r) => r.roundId).sort());
      expect(res.body.value.totals).toEqual(expected(rows));
    }
    const none = await page({ ...all, category: 'FISH' });
    expect(none.body.value).toEqual({ items: [], totals: { count: 0, betMinor: 0, validBetMinor: 0, winMinor: 0, profitMinor: 0 }, nextCursor: null });
    // The first hour only: the round before migration 420.
    const first = await page({ from: all.from, to: all.from + HOUR });
    expect((first.body.value.items as Item[]).map((i) => i.roundId)).toEqual(['old-rng-0001']);
    expect(first.body.value.totals).toEqual(expected(made.filter((m) => m.roundId === 'old-rng-0001')));
  });

  it('pages by cursor with the same totals on every page, their rows summing to them', async () => {
    const seen: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await page({ ...all, pageSize: 2, ...(cursor ? { cursor } : {}) });
      expect(res.body.value.totals).toEqual(expected(made));
      seen.push(...(res.body.value.items as Item[]));
      cursor = res.body.value.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen.map((i) => i.roundId)).size).toBe(made.length);
    const sum = (pick: (i: Item) => number) => seen.reduce((s, i) => s + pick(i), 0);
    expect({ count: seen.length, betMinor: sum((i) => i.betMinor), validBetMinor: sum((i) => i.validBetMinor), winMinor: sum((i) => i.winMinor), profitMinor: sum((i) => i.profitMinor) })
      .toEqual(expected(made));
  });

  it('shows another member none of these rounds, even with this member\'s cursor', async () => {
    const carol = await newAccount(tp, { creditMinor: 1_000 });
    const carolToken = await tokenOf(tp, carol);
    const aliceCursor = (await page({ ...all, pageSize: 1 })).body.value.nextCursor as string;
    for (const query of [all, { ...all, cursor: aliceCursor }]) {
      const res = await page(query, carolToken);
      expect(res.body.value.items).toEqual([]);
      expect(res.body.value.totals.count).toBe(0);
    }
  });

  it('answers bad input with its errorCode', async () => {
    const now = tp.clock.now();
    const cases: [Record<string, string | number>, string][] = [
      [{ from: all.to, to: all.from }, 'history.range.invalid'],
      [{ from: 'monday', to: all.to }, 'history.range.invalid'],
      [{ from: now - 400 * DAY, to: now }, 'history.range.tooLong'],
      [{ ...all, pageSize: 501 }, 'history.pageSize.invalid'],
      [{ ...all, pageSize: '99999999' }, 'history.pageSize.invalid'],
      [{ ...all, cursor: 'not a cursor' }, 'history.cursor.invalid'],
      [{ ...all, cursor: Buffer.from('12.short').toString('base64url') }, 'history.cursor.invalid'],
      [{ ...all, cursor: Buffer.from("12.x'); DROP TABLE game_rounds; --").toString('base64url') }, 'history.cursor.invalid'],
      [{ ...all, category: 'CASINO' }, 'history.category.invalid'],
      [{ ...all, cursor: 'x'.repeat(200) }, 'validation.failed'],
    ];
    for (const [query, code] of cases) {
      const res = await page(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expectFailureEnvelope(res.body, code);
    }
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(tp);
    }, 60_000);
    const refused: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s', async (role) => {
      const own = role === 'guest' ? null : roles.account[role];
      // Each real account has one round of its own; none sees alice's.
      if (own && role !== 'anotherMerchant') await insert(own, { roundId: `own-${own.id}-0001`, category: 'LIVE', bet: 300, win: 0, settled: true });
      const res = await asRole(tp, roles, role, 'GET', `${PATH}?from=${all.from}&to=${tp.clock.now() + HOUR}`);
      const code = refused[role];
      if (code) {
        expectFailureEnvelope(res.body, code);
        return;
      }
      expect((res.body.value.items as Item[]).map((i) => i.roundId)).toEqual([`own-${own!.id}-0001`]);
      expect(res.body.value.totals).toMatchObject({ count: 1, betMinor: 300, profitMinor: -300 });
    });
  });
});
