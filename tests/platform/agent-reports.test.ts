// The agent centre's team reports through the platform: team betting, team transactions
// and profit and loss over an agent's whole downline (two levels here), by period or custom range,
// member, category and type. Every expected figure is summed here from the rounds and ledger
// movements the test makes; pages are walked to the end and must add up to the totals. An agent
// sees only its own team; another team's member is refused with agent.team.unknown; the role
// matrix for each call. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, type TestAccount } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { call } from './withdrawal-helpers.ts';
import { gameInfo } from '../../src/platform/games/categories.ts';
import { TestDatabases } from './test-databases.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Made { member: TestAccount; roundId: string; category: string; bet: number; win: number; settled: boolean; at: number; demo?: boolean }
interface Moved { member: TestAccount; kind: string; amount: number; at: number }
interface BetItem { username: string; roundId: string; createdAt: number; category: string | null; betMinor: number; validBetMinor: number; winMinor: number; profitMinor: number; status: string }
interface MoneyItem { id: number; username: string; type: string; kind: string; createdAt: number; amountMinor: number; remark: string | null }
type Figures = Record<'depositMinor' | 'withdrawalMinor' | 'betMinor' | 'validBetMinor' | 'winMinor' | 'rebateMinor' | 'salaryMinor' | 'promotionMinor' | 'feeMinor' | 'profitMinor', number>;

TestDatabases.describeEach('agent team reports', ({ postgres }) => {
  let tp: TestPlatform;
  // boss -> sub (a downline agent) -> deep; boss -> direct. otherBoss -> stranger. loner has no upline.
  const team = {} as Record<'boss' | 'sub' | 'deep' | 'direct' | 'otherBoss' | 'stranger' | 'loner', TestAccount>;
  const tokens: Record<string, string> = {};
  const rounds: Made[] = [];
  const moved: Moved[] = [];
  const fees: { member: TestAccount; fee: number }[] = [];
  const gameOf: Record<string, number> = {};
  let start = 0;
  let seq = 0;

  async function insertRound(m: Omit<Made, 'at'>, at = tp.clock.now()) {
    await tp.platform.db.query(
      `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
       VALUES ('alpha', $1, $2, $3, $4, $5, $6, '{}', $7, $8, $9)`,
      [m.member.id, m.roundId, gameOf[m.category], m.demo ?? false, m.bet, m.win, m.settled ? 1 : null, at, m.category],
    );
    rounds.push({ ...m, at });
  }
  async function move(member: TestAccount, kind: string, amount: number) {
    const { ledger } = tp.platform.stores;
    const wallet = await ledger.account('alpha', 'member', member.id, 'BDT');
    const house = await ledger.account('alpha', 'house', null, 'BDT');
    await ledger.post({ merchant: 'alpha', idempotencyKey: `tr:${++seq}`, kind, at: tp.clock.now(), entries: [{ accountId: house, amount: -amount }, { accountId: wallet, amount }] });
    moved.push({ member, kind, amount, at: tp.clock.now() });
  }
  const get = (who: string, path: string, query: Record<string, string | number>) =>
    call(tp, tokens[who]!, 'GET', `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  const custom = () => ({ period: 'custom', from: start, to: tp.clock.now() + HOUR });
  const inTeam = (m: { member: TestAccount }, of: 'boss' | 'sub' = 'boss') =>
    (of === 'boss' ? [team.sub, team.deep, team.direct] : [team.deep]).includes(m.member);

  /** Every page of a call, walked by its cursor. */
  async function allPages<T>(who: string, path: string, query: Record<string, string | number>): Promise<{ items: T[]; pages: number; first: Record<string, unknown> }> {
    const items: T[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let first: Record<string, unknown> = {};
    do {
      const res = await get(who, path, { ...query, ...(cursor ? { cursor } : {}) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (pages === 0) first = res.body.value;
      items.push(...(res.body.value.items as T[]));
      cursor = res.body.value.nextCursor;
      pages += 1;
    } while (cursor);
    return { items, pages, first };
  }

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    const games = [...gameInfo(tp.platform.merchants.byCode('alpha')!)];
    for (const category of ['RNG', 'LIVE', 'LOTT']) gameOf[category] = games.find(([, g]) => g.gameType === category)![0];
    team.boss = await newAccount(tp, { type: 1 });
    team.sub = await newAccount(tp, { type: 2 });
    team.deep = await newAccount(tp);
    team.direct = await newAccount(tp);
    team.otherBoss = await newAccount(tp, { type: 1 });
    team.stranger = await newAccount(tp);
    team.loner = await newAccount(tp);
    const upline = (m: TestAccount, u: TestAccount) => tp.platform.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [u.id, m.id]);
    await upline(team.sub, team.boss);
    await upline(team.deep, team.sub);
    await upline(team.direct, team.boss);
    await upline(team.stranger, team.otherBoss);

    start = tp.clock.now(); // 2026-01-01 00:00 UTC, 06:00 on alpha's days (UTC+6)
    tp.clock.advance(HOUR);
    await insertRound({ member: team.deep, roundId: 'deep-rng-01', category: 'RNG', bet: 1_000, win: 0, settled: true });
    await insertRound({ member: team.direct, roundId: 'dir-live-01', category: 'LIVE', bet: 5_000, win: 12_000, settled: true });
    // The same time and round id for two members: the cursor's tie-breaker must keep both.
    await insertRound({ member: team.sub, roundId: 'same-round-id', category: 'LOTT', bet: 500, win: 4_500, settled: true });
    await insertRound({ member: team.deep, roundId: 'same-round-id', category: 'LOTT', bet: 500, win: 0, settled: true });
    await insertRound({ member: team.direct, roundId: 'dir-demo-01', category: 'RNG', bet: 90_000, win: 0, settled: true, demo: true });
    await insertRound({ member: team.stranger, roundId: 'str-rng-001', category: 'RNG', bet: 7_000, win: 0, settled: true });
    await insertRound({ member: team.boss, roundId: 'boss-rng-01', category: 'RNG', bet: 3_000, win: 0, settled: true });
    await move(team.deep, 'deposit', 50_000);
    await move(team.stranger, 'deposit', 70_000);
    tp.clock.advance(HOUR);
    for (let i = 0; i < 5; i += 1) await insertRound({ member: team.direct, roundId: `dir-rng-${String(i).padStart(3, '0')}`, category: 'RNG', bet: 1_000 * (i + 1), win: i % 2 ? 3_000 : 0, settled: i !== 4 });
    await move(team.direct, 'rebate', 700);
    await move(team.direct, 'promotion', 2_000);
    await move(team.sub, 'salary.daily', 1_500);
    await move(team.deep, 'member_transfer', -4_000);
    await move(team.direct, 'member_transfer', 4_000);
    // A withdrawal hold (out) and a returned one (out, then back in).
    const { ledger, deposits } = tp.platform.stores;
    const wallet = await ledger.account('alpha', 'member', team.direct.id, 'BDT');
    await ledger.hold({ merchant: 'alpha', walletAccountId: wallet, amount: 3_000, purpose: 'withdrawal', idempotencyKey: 'withdrawal:901:hold', at: tp.clock.now() });
    moved.push({ member: team.direct, kind: 'hold', amount: -3_000, at: tp.clock.now() });
    const returned = await ledger.hold({ merchant: 'alpha', walletAccountId: wallet, amount: 1_000, purpose: 'withdrawal', idempotencyKey: 'withdrawal:902:hold', at: tp.clock.now() });
    moved.push({ member: team.direct, kind: 'hold', amount: -1_000, at: tp.clock.now() });
    tp.clock.advance(60_000);
    await ledger.release({ merchant: 'alpha', holdId: returned.hold.id, at: tp.clock.now() });
    moved.push({ member: team.direct, kind: 'hold_release', amount: 1_000, at: tp.clock.now() });
    // A credited deposit with a fee, through the deposits store: the fee never reaches the wallet.
    const accounts = {
      clearing: await ledger.account('alpha', 'deposit', null, 'BDT'),
      wallet: await ledger.account('alpha', 'member', team.sub.id, 'BDT'),
      house: await ledger.account('alpha', 'house', null, 'BDT'),
    };
    const now = tp.clock.now();
    const { deposit } = await deposits.create({ merchant: 'alpha', memberId: team.sub.id, channel: 'bank', method: 'gateway', currency: 'BDT', amount: 20_000, fee: 400, reference: 'team-report-fee', createdAt: now, expiresAt: now + HOUR });
    expect(await deposits.approve('alpha', deposit.id, accounts, now, 'test', null)).not.toBeNull();
    moved.push({ member: team.sub, kind: 'deposit', amount: 19_600, at: now });
    fees.push({ member: team.sub, fee: 400 });
    // The next day on alpha's clock (18:00 UTC is midnight at UTC+6): today's rows, not yesterday's.
    tp.clock.advance(16 * HOUR);
    await insertRound({ member: team.deep, roundId: 'deep-live-02', category: 'LIVE', bet: 2_000, win: 2_500, settled: true });
    await move(team.direct, 'deposit', 10_000);
    // Signed in now: a session from before the clock moved on would have gone idle.
    for (const [name, account] of Object.entries(team)) tokens[name] = await tokenOf(tp, account);
  }, 120_000);
  afterAll(async () => tp.close());

  describe('team betting', () => {
    const PATH = '/wps/agent/team/bets';
    const expected = (rows: Made[]) => ({
      count: rows.length,
      betMinor: rows.reduce((s, r) => s + r.bet, 0),
      validBetMinor: rows.reduce((s, r) => s + (r.settled ? r.bet : 0), 0),
      winMinor: rows.reduce((s, r) => s + (r.settled ? r.win : 0), 0),
      profitMinor: rows.reduce((s, r) => s + (r.settled ? r.win - r.bet : 0), 0),
    });

    it('lists the whole downline\'s real-money rounds newest first, page by page, adding up to the totals', async () => {
      const want = rounds.filter((r) => inTeam(r) && !r.demo);
      const { items, pages, first } = await allPages<BetItem>('boss', PATH, { ...custom(), pageSize: 3 });
      expect(pages).toBe(Math.ceil(want.length / 3));
      expect(items.map((i) => `${i.username}/${i.roundId}`).sort()).toEqual(want.map((r) => `${r.member.username}/${r.roundId}`).sort());
      expect(items.map((i) => i.createdAt)).toEqual([...items.map((i) => i.createdAt)].sort((a, b) => b - a));
      expect(first.totals).toEqual(expected(want));
      expect(items.reduce((s, i) => s + i.profitMinor, 0)).toBe(expected(want).profitMinor);
      const pending = items.find((i) => i.roundId === 'dir-rng-004')!;
      expect(pending).toMatchObject({ status: 'pending', validBetMinor: 0, winMinor: 0, profitMinor: 0, betMinor: 5_000 });
      expect(items.find((i) => i.roundId === 'dir-live-01')).toMatchObject({ status: 'won', category: 'LIVE', profitMinor: 7_000 });
    });

    it('filters by member (any level) and category, and a period moves the rows', async () => {
      const deep = await get('boss', PATH, { ...custom(), username: team.deep.username.toUpperCase() });
      const deepWant = rounds.filter((r) => r.member === team.deep);
      expect(deep.body.value.items.map((i: BetItem) => i.roundId).sort()).toEqual(deepWant.map((r) => r.roundId).sort());
      expect(deep.body.value.totals).toEqual(expected(deepWant));
      const live = await get('boss', PATH, { ...custom(), category: 'LIVE' });
      expect(live.body.value.totals).toEqual(expected(rounds.filter((r) => inTeam(r) && r.category === 'LIVE')));
      const today = await get('boss', PATH, { period: 'today' });
      expect(today.body.value.items.map((i: BetItem) => i.roundId)).toEqual(['deep-live-02']);
      expect(today.body.value.to - today.body.value.from).toBe(DAY);
      const yesterday = await get('boss', PATH, { period: 'yesterday' });
      expect(yesterday.body.value.from).toBe(today.body.value.from - DAY);
      expect(yesterday.body.value.totals.count).toBe(rounds.filter((r) => inTeam(r) && !r.demo).length - 1);
      expect((await get('boss', PATH, { period: 'lastMonth' })).body.value.items).toEqual([]);
    });

    it('shows a downline agent only its own team', async () => {
      const res = await get('sub', PATH, custom());
      expect(res.body.value.items.map((i: BetItem) => i.username)).toEqual(expect.arrayContaining([team.deep.username]));
      expect(res.body.value.totals).toEqual(expected(rounds.filter((r) => inTeam(r, 'sub') && !r.demo)));
      expectFailureEnvelope((await get('sub', PATH, { ...custom(), username: team.direct.username })).body, 'agent.team.unknown');
    });
  });

  describe('team transactions', () => {
    const PATH = '/wps/agent/team/transactions';
    const money = moved.filter.bind(moved);
    const TYPE: Record<string, string> = { deposit: 'deposit', hold: 'withdrawal', hold_release: 'withdrawal', member_transfer: 'transfer' };

    it('lists deposits, withdrawals and transfers of the downline, page by page, with totals per type', async () => {
      const want = money((m) => inTeam(m) && m.kind in TYPE);
      const { items, first } = await allPages<MoneyItem>('boss', PATH, { ...custom(), pageSize: 2 });
      expect(items.map((i) => `${i.username}:${i.kind}:${i.amountMinor}`).sort()).toEqual(want.map((m) => `${m.member.username}:${m.kind}:${m.amount}`).sort());
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      for (const i of items) expect(i.type).toBe(TYPE[i.kind]);
      const sum = (pick: (m: Moved) => boolean) => want.filter(pick).reduce((s, m) => s + m.amount, 0);
      expect(first.totals).toEqual({
        count: want.length,
        depositMinor: sum((m) => m.kind === 'deposit'),
        withdrawalMinor: -sum((m) => TYPE[m.kind] === 'withdrawal'),
        transferInMinor: sum((m) => m.kind === 'member_transfer' && m.amount > 0),
        transferOutMinor: -sum((m) => m.kind === 'member_transfer' && m.amount < 0),
      });
      expect(items.find((i) => i.kind === 'hold' && i.amountMinor === -3_000)!.remark).toBe('W901');
      expect(items.find((i) => i.kind === 'hold_release')!.remark).toBe('W902');
      expect(items.some((i) => i.username === team.stranger.username || i.kind === 'rebate')).toBe(false);
    });

    it('filters by type and member, and a period moves the rows', async () => {
      const deposits = (await get('boss', PATH, { ...custom(), type: 'deposit' })).body.value.items as MoneyItem[];
      expect(deposits.map((i) => i.amountMinor).sort()).toEqual(money((m) => inTeam(m) && m.kind === 'deposit').map((m) => m.amount).sort());
      const direct = (await get('boss', PATH, { ...custom(), username: team.direct.username, type: 'withdrawal' })).body.value;
      expect(direct.items).toHaveLength(3);
      expect(direct.totals.withdrawalMinor).toBe(3_000);
      const today = (await get('boss', PATH, { period: 'today' })).body.value.items as MoneyItem[];
      expect(today.map((i) => [i.username, i.amountMinor])).toEqual([[team.direct.username, 10_000]]);
    });
  });

  describe('profit and loss', () => {
    const PATH = '/wps/agent/team/profit';
    function figuresOf(member: TestAccount): Figures {
      const r = rounds.filter((x) => x.member === member && !x.demo);
      const m = moved.filter((x) => x.member === member);
      const sumKind = (pick: (kind: string) => boolean) => m.filter((x) => pick(x.kind)).reduce((s, x) => s + x.amount, 0);
      const f = {
        depositMinor: sumKind((k) => k === 'deposit'),
        withdrawalMinor: -sumKind((k) => k === 'hold' || k === 'hold_release') || 0, // never -0
        betMinor: r.reduce((s, x) => s + x.bet, 0),
        validBetMinor: r.reduce((s, x) => s + (x.settled ? x.bet : 0), 0),
        winMinor: r.reduce((s, x) => s + (x.settled ? x.win : 0), 0),
        rebateMinor: sumKind((k) => k === 'rebate'),
        salaryMinor: sumKind((k) => k.startsWith('salary')),
        promotionMinor: sumKind((k) => k === 'promotion'),
        feeMinor: fees.filter((x) => x.member === member).reduce((s, x) => s + x.fee, 0),
      };
      return { ...f, profitMinor: f.winMinor - f.validBetMinor + f.rebateMinor + f.salaryMinor + f.promotionMinor - f.feeMinor };
    }

    it('gives each downline member\'s figures and the team\'s totals', async () => {
      const res = await get('boss', PATH, custom());
      expect(res.status).toBe(200);
      const members = [team.sub, team.deep, team.direct].sort((a, b) => a.username.localeCompare(b.username));
      expect(res.body.value.members).toEqual(members.map((m) => ({ username: m.username, ...figuresOf(m) })));
      const totals = Object.fromEntries(Object.keys(figuresOf(team.sub)).map((k) => [k, members.reduce((s, m) => s + figuresOf(m)[k as keyof Figures], 0)]));
      expect(res.body.value.totals).toEqual(totals);
      // By hand for one member: direct won 12,000 + 3,000 + 3,000 on 15,000 settled, plus 700 rebate and 2,000 promotion.
      expect(figuresOf(team.direct).profitMinor).toBe(18_000 - 15_000 + 700 + 2_000);
    });

    it('pages the members by username (the totals stay the whole team\'s); a cursor naming no member is refused', async () => {
      const all = (await get('boss', PATH, custom())).body.value;
      expect(all.memberCount).toBe(3);
      expect(all.nextCursor).toBeNull();
      const first = (await get('boss', PATH, { ...custom(), pageSize: 2 })).body.value;
      expect(first.members).toEqual(all.members.slice(0, 2));
      expect(first).toMatchObject({ memberCount: 3, nextCursor: all.members[1].username, totals: all.totals });
      const rest = (await get('boss', PATH, { ...custom(), pageSize: 2, cursor: first.nextCursor })).body.value;
      expect(rest.members).toEqual(all.members.slice(2));
      expect(rest.nextCursor).toBeNull();
      for (const [query, code] of [[{ cursor: team.stranger.username }, 'history.cursor.invalid'], [{ pageSize: 0 }, 'history.pageSize.invalid']] as const) {
        const res = await get('boss', PATH, { ...custom(), ...query });
        expect(res.status).toBe(400);
        expectFailureEnvelope(res.body, code);
      }
    });

    it('narrows to one member and to a period', async () => {
      const one = (await get('boss', PATH, { ...custom(), username: team.sub.username })).body.value;
      expect(one.members).toEqual([{ username: team.sub.username, ...figuresOf(team.sub) }]);
      expect(one.totals).toEqual(figuresOf(team.sub));
      const today = (await get('boss', PATH, { period: 'today' })).body.value;
      expect(today.members.map((m: { username: string }) => m.username).sort()).toEqual([team.deep.username, team.direct.username].sort());
      expect(today.totals).toMatchObject({ depositMinor: 10_000, betMinor: 2_000, winMinor: 2_500, profitMinor: 500 });
      const empty = (await get('boss', PATH, { period: 'lastWeek' })).body.value;
      expect(empty.members).toEqual([]);
      expect(Object.values(empty.totals).every((v) => v === 0)).toBe(true);
    });
  });

  it('refuses another team\'s member, a long or bad range, a bad cursor and unknown values with their errorCode', async () => {
    const now = tp.clock.now();
    const cases: [string, Record<string, string | number>, string, number][] = [
      ['bets', { period: 'today', username: team.stranger.username }, 'agent.team.unknown', 404],
      ['transactions', { period: 'today', username: team.loner.username }, 'agent.team.unknown', 404],
      ['profit', { period: 'today', username: team.boss.username }, 'agent.team.unknown', 404], // itself: not its downline
      ['profit', { period: 'today', username: 'nobody-here' }, 'agent.team.unknown', 404],
      ['bets', { period: 'custom', from: now - 91 * DAY, to: now }, 'agent.range.tooLong', 400],
      ['profit', { period: 'custom', from: now - 400 * DAY, to: now - 380 * DAY }, 'agent.range.tooLong', 400],
      ['transactions', { period: 'custom', from: now }, 'history.range.invalid', 400],
      ['profit', { period: 'custom', from: now, to: now - DAY }, 'history.range.invalid', 400],
      ['bets', { period: 'today', cursor: 'not-a-cursor' }, 'history.cursor.invalid', 400],
      ['transactions', { period: 'today', cursor: Buffer.from(`${now}.abc`).toString('base64url') }, 'history.cursor.invalid', 400],
      ['bets', { period: 'today', category: 'CARDS' }, 'history.category.invalid', 400],
      ['bets', { period: 'today', pageSize: 501 }, 'history.pageSize.invalid', 400],
      ['bets', { period: 'forever' }, 'validation.failed', 400],
      ['transactions', { period: 'today', type: 'game' }, 'validation.failed', 400],
    ];
    for (const [report, query, code, status] of cases) {
      const res = await get('boss', `/wps/agent/team/${report}`, query);
      expect(res.status, `${report} ${JSON.stringify(query)}`).toBe(status);
      expectFailureEnvelope(res.body, code);
    }
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(tp);
      // The matrix's agent has a downline member with a round: it sees that one, never the test team's.
      const child = await newAccount(tp);
      await tp.platform.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [roles.account.agent.id, child.id]);
      await insertRound({ member: child, roundId: 'matrix-round', category: 'RNG', bet: 700, win: 200, settled: true });
    }, 60_000);
    const refused: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: 'agent.only', anotherMember: 'agent.only', agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    for (const report of ['bets', 'transactions', 'profit'] as const) {
      it.each(ROLES)(`${report}: %s`, async (role) => {
        const res = await asRole(tp, roles, role, 'GET', `/wps/agent/team/${report}?period=custom&from=${start}&to=${tp.clock.now() + HOUR}`);
        const code = refused[role];
        if (code) {
          expectFailureEnvelope(res.body, code);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          return;
        }
        expect(res.status).toBe(200);
        if (report === 'bets') expect(res.body.value.items.map((i: BetItem) => i.roundId)).toEqual(['matrix-round']);
        if (report === 'transactions') expect(res.body.value.items).toEqual([]);
        if (report === 'profit') expect(res.body.value.totals).toMatchObject({ betMinor: 700, winMinor: 200, profitMinor: -500 });
      });
    }
  });
});
