// Profit and loss (personalProfit): per category bets, valid bets, wins, rebates and
// profit or loss; totals with deposits, withdrawals and promotions from the ledger; a series of
// every day of the range in the member's days. Figures are computed here from the rounds and
// ledger entries the test makes. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { call } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PATH = '/wps/member/history/profit';

interface Line { category: string; betMinor: number; validBetMinor: number; winMinor: number; rebateMinor: number; profitMinor: number }
interface Round { category: string; bet: number; win: number; settled: boolean; at: number }

TestDatabases.describeEach('profit and loss', ({ postgres }) => {
  let tp: TestPlatform;
  let alice: TestAccount;
  let token: string;
  let start: number;
  let to: number;
  const rounds: Round[] = [];
  const rebates: Record<string, number> = {};
  let rebateAt = 0;
  const gameOf: Record<string, number> = {};
  let seq = 0;

  async function insert(account: TestAccount, r: Omit<Round, 'at'>, demo = false) {
    seq += 1;
    await tp.platform.db.query(
      `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
       VALUES ('alpha', $1, $2, $3, $4, $5, $6, '{}', $7, $8, $9)`,
      [account.id, `pl-round-${seq}`, gameOf[r.category], demo, r.bet, r.win, r.settled ? 1 : null, tp.clock.now(), r.category],
    );
    if (account === alice && !demo) rounds.push({ ...r, at: tp.clock.now() });
  }
  async function move(kind: string, amount: number) {
    const { ledger } = tp.platform.stores;
    // Keys of their own: the games seed's team withdrawals already hold 'withdrawal:<id>:hold'.
    const wallet = await ledger.account('alpha', 'member', alice.id, 'BDT');
    const house = await ledger.account('alpha', 'house', null, 'BDT');
    await ledger.post({ merchant: 'alpha', idempotencyKey: `pl:${++seq}`, kind, at: tp.clock.now(), entries: [{ accountId: house, amount: -amount }, { accountId: wallet, amount }] });
  }
  const report = (query: Record<string, string | number>, t = token) =>
    call(tp, t, 'GET', `${PATH}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

  /** What the page must show, summed here from what the test made. */
  function expectedLines(): Line[] {
    const lines: Record<string, Line> = {};
    const line = (category: string) => (lines[category] ??= { category, betMinor: 0, validBetMinor: 0, winMinor: 0, rebateMinor: 0, profitMinor: 0 });
    for (const r of rounds) {
      const l = line(r.category);
      l.betMinor += r.bet;
      if (r.settled) {
        l.validBetMinor += r.bet;
        l.winMinor += r.win;
        l.profitMinor += r.win - r.bet;
      }
    }
    for (const [category, amount] of Object.entries(rebates)) {
      const l = line(category);
      l.rebateMinor += amount;
      l.profitMinor += amount;
    }
    return ['RNG', 'LIVE', 'LOTT'].map((c) => lines[c]!).filter(Boolean);
  }
  const dayOf = (at: number, tz: number) => new Date(Math.floor((at + tz) / DAY) * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, games: true, withdrawalJobMs: false, depositJobMs: false });
    for (const category of ['RNG', 'LIVE', 'LOTT']) {
      const list = await tp.raw('GET', `/wps/relay/GCSGAME_gameList?gameType=${category}&pageSize=1`);
      gameOf[category] = list.body.value.list[0].gameId as number;
    }
    alice = await newAccount(tp, { creditMinor: 1_000_000 });
    start = tp.clock.now(); // 2026-01-01 00:00 UTC
    tp.clock.advance(HOUR);
    await move('deposit', 50_000);
    tp.clock.advance(HOUR);
    await insert(alice, { category: 'RNG', bet: 1_000, win: 0, settled: true });
    await insert(alice, { category: 'LIVE', bet: 5_000, win: 12_000, settled: true });
    await insert(alice, { category: 'RNG', bet: 90_000, win: 0, settled: true }, true);
    tp.clock.advance(21 * HOUR + 30 * 60_000); // 23:30 UTC: the next day east of UTC
    await insert(alice, { category: 'LIVE', bet: 2_000, win: 0, settled: true });
    tp.clock.advance(HOUR);
    await insert(alice, { category: 'LOTT', bet: 500, win: 4_500, settled: true });
    await insert(alice, { category: 'LOTT', bet: 500, win: 0, settled: false });
    const { ledger } = tp.platform.stores;
    // Keys of their own: the games seed's team withdrawals already hold 'withdrawal:<id>:hold'.
    const wallet = await ledger.account('alpha', 'member', alice.id, 'BDT');
    await ledger.hold({ merchant: 'alpha', walletAccountId: wallet, amount: 20_000, purpose: 'withdrawal', idempotencyKey: 'profit-loss-test:1:hold', at: tp.clock.now() });
    const returned = await ledger.hold({ merchant: 'alpha', walletAccountId: wallet, amount: 5_000, purpose: 'withdrawal', idempotencyKey: 'profit-loss-test:2:hold', at: tp.clock.now() });
    await ledger.release({ merchant: 'alpha', holdId: returned.hold.id, at: tp.clock.now() });
    await move('promotion', 3_000);
    await move('member_transfer', -4_000);
    token = await tokenOf(tp, alice);
    // A rebate claim through the platform: it pays per category on the settled rounds above.
    const claim = await tp.raw('POST', '/wps/member/rebate/claim', { ip: LOCAL_IP, token, body: { idempotencyKey: 'pl-rebate-claim-1' } });
    expect(claim.body.success, JSON.stringify(claim.body)).toBe(true);
    for (const item of claim.body.value.claim.items as { category: string; amountMinor: number }[]) if (item.amountMinor) rebates[item.category] = item.amountMinor;
    expect(Object.values(rebates).reduce((s, v) => s + v, 0)).toBeGreaterThan(0);
    rebateAt = tp.clock.now();
    to = start + 2 * DAY;
  }, 120_000);
  afterAll(async () => tp.close());

  it('sums bets, valid bets, wins and rebates per category, with deposits, withdrawals and promotions', async () => {
    const res = await report({ from: start, to });
    expect(res.status).toBe(200);
    const { categories, totals } = res.body.value as { categories: Line[]; totals: Record<string, number> };
    expect(categories).toEqual(expectedLines());
    const sum = (k: keyof Line) => categories.reduce((s, l) => s + (l[k] as number), 0);
    expect(totals).toEqual({
      depositMinor: 50_000, withdrawalMinor: 20_000, promotionMinor: 3_000,
      betMinor: sum('betMinor'), validBetMinor: sum('validBetMinor'), winMinor: sum('winMinor'), rebateMinor: sum('rebateMinor'),
      profitMinor: sum('profitMinor') + 3_000,
    });
    // The figures by hand: 1,000 + 7,000 + 1,000 bet; 500 still processing.
    expect([totals.betMinor, totals.validBetMinor, totals.winMinor]).toEqual([9_000, 8_500, 16_500]);
  });

  it('gives every day of the range its profit or loss, in the member\'s days', async () => {
    for (const tzMinutes of [0, 60, -300]) {
      const tz = tzMinutes * 60_000;
      const res = await report({ from: start, to, tzOffset: tzMinutes });
      const days = res.body.value.days as { day: string; profitMinor: number }[];
      const want = new Map<string, number>();
      for (let at = start; at < to; at += HOUR) want.set(dayOf(at, tz), 0);
      const add = (at: number, amount: number) => want.set(dayOf(at, tz), (want.get(dayOf(at, tz)) ?? 0) + amount);
      for (const r of rounds) if (r.settled) add(r.at, r.win - r.bet);
      for (const amount of Object.values(rebates)) add(rebateAt, amount);
      add(rebateAt, 3_000); // the promotion, in the same hour
      expect(days, `tzOffset ${tzMinutes}`).toEqual([...want].map(([day, profitMinor]) => ({ day, profitMinor })));
      expect(days.reduce((s, d) => s + d.profitMinor, 0)).toBe(res.body.value.totals.profitMinor);
    }
    // East of UTC the 23:30 loss moves to 2 January.
    const east = (await report({ from: start, to, tzOffset: 60 })).body.value.days as { day: string; profitMinor: number }[];
    expect(east[0]).toEqual({ day: '2026-01-01', profitMinor: 12_000 - 5_000 - 1_000 });
  });

  it('counts only the range: a later range is empty but still lists its days', async () => {
    const res = await report({ from: to, to: to + 2 * DAY });
    expect(res.body.value.categories).toEqual([]);
    expect(res.body.value.totals).toEqual({ depositMinor: 0, withdrawalMinor: 0, betMinor: 0, validBetMinor: 0, winMinor: 0, rebateMinor: 0, promotionMinor: 0, profitMinor: 0 });
    expect(res.body.value.days).toEqual([{ day: '2026-01-03', profitMinor: 0 }, { day: '2026-01-04', profitMinor: 0 }]);
  });

  it('answers bad input with its errorCode', async () => {
    const now = tp.clock.now();
    const cases: [Record<string, string | number>, string][] = [
      [{ from: to, to: start }, 'history.range.invalid'],
      [{ from: start, to: start }, 'history.range.invalid'],
      [{ from: now - 400 * DAY, to: now }, 'history.range.tooLong'],
      [{ from: start, to, tzOffset: 900 }, 'history.range.invalid'],
      [{ from: start, to, tzOffset: '1.5' }, 'history.range.invalid'],
      [{ from: start }, 'validation.failed'],
    ];
    for (const [query, code] of cases) {
      const res = await report(query);
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
      if (own && role !== 'anotherMerchant') await insert(own, { category: 'RNG', bet: 700, win: 200, settled: true });
      const res = await asRole(tp, roles, role, 'GET', `${PATH}?from=${start}&to=${tp.clock.now() + HOUR}`);
      const code = refused[role];
      if (code) {
        expectFailureEnvelope(res.body, code);
        return;
      }
      // Only its own round: none of alice's money or rounds.
      expect(res.body.value.categories).toEqual([{ category: 'RNG', betMinor: 700, validBetMinor: 700, winMinor: 200, rebateMinor: 0, profitMinor: -500 }]);
      expect(res.body.value.totals).toMatchObject({ depositMinor: 0, withdrawalMinor: 0, promotionMinor: 0, profitMinor: -500 });
    });
  });
});
