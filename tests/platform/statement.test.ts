// The member's statement (GLI-19 2.5.7, UKGC RTS 1): every wallet movement of up to 12 months with
// its id, time, category, game, and the balance before and after; its CSV (the portal's own file
// builder) sums to the ledger by category and to the wallet's balance; balances chain line to
// line; lifetime net deposits; open to a self-excluded member; the role matrix.
// Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { call } from './withdrawal-helpers.ts';
import { paidDeposit } from './deposit-helpers.ts';
import { round, ticketFor, firstSlotId } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';
import { statementCsv, STATEMENT_COLUMNS, type StatementItem, type StatementPage } from '../../src/portal/features/history/statement-csv.ts';
import { statementCategory } from '../../src/platform/features/statements/categories.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PATH = '/wps/member/statement';

/** RFC 4180 rows back from the CSV text (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') { cell += '"'; i += 1; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\r' && body[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i += 1; } else cell += c;
  }
  return rows;
}

const minorOf = (decimal: string) => Math.round(Number(decimal) * 100);

TestDatabases.describeEach('member statement', ({ postgres }) => {
  let tp: TestPlatform;
  let alice: TestAccount;
  let token: string;
  let slot: number;
  let start: number;
  const range = () => ({ from: start - HOUR, to: tp.clock.now() + HOUR });
  const page = (query: Record<string, string | number>, t = token) =>
    call(tp, t, 'GET', `${PATH}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  /** Every line of the range, following the cursor `pageSize` lines at a time. */
  async function allLines(query: Record<string, number>, pageSize: number, t = token): Promise<{ items: StatementItem[]; summary: StatementPage['summary']; pages: number }> {
    const items: StatementItem[] = [];
    let cursor: string | null = null;
    let summary: StatementPage['summary'] | undefined;
    let pages = 0;
    do {
      const res = await page({ ...query, pageSize, ...(cursor ? { cursor } : {}) }, t);
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      items.push(...(res.body.value.items as StatementItem[]));
      summary = res.body.value.summary;
      cursor = res.body.value.nextCursor;
      pages += 1;
    } while (cursor);
    return { items, summary: summary!, pages };
  }
  async function post(account: TestAccount, kind: string, amount: number, key: string) {
    const { ledger } = tp.platform.stores;
    const wallet = await ledger.account('alpha', 'member', account.id, 'BDT');
    const house = await ledger.account('alpha', 'house', null, 'BDT');
    await ledger.post({ merchant: 'alpha', idempotencyKey: key, kind, at: tp.clock.now(), entries: [{ accountId: house, amount: -amount }, { accountId: wallet, amount }] });
  }

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, games: true, withdrawalJobMs: false, depositJobMs: false });
    alice = await newAccount(tp, { creditMinor: 100_000 });
    start = tp.clock.now();
    token = await tokenOf(tp, alice);
    slot = await firstSlotId(tp);
    await paidDeposit(tp, token, '500');
    for (let n = 0; n < 3; n += 1) {
      const played = (await round(tp, { ticket: await ticketFor(tp, token), roundId: `statement-round-${n}-${start}`, bet: 1_000 })).json<{ success: boolean }>();
      expect(played.success, JSON.stringify(played)).toBe(true);
    }
    tp.clock.advance(HOUR);
    await post(alice, 'promotion', 2_000, `promotion:statement:${alice.id}`);
    await post(alice, 'points_purchase', -300, `points-convert:${alice.id}:statement`);
    await post(alice, 'adjustment', -150, `adjustment:statement:${alice.id}`);
    tp.clock.advance(HOUR);
    // A pending withdrawal (held) and a rejected one (held, then returned).
    const { ledger } = tp.platform.stores;
    const wallet = await ledger.account('alpha', 'member', alice.id, 'BDT');
    await ledger.hold({ merchant: 'alpha', walletAccountId: wallet, amount: 20_000, purpose: 'withdrawal', idempotencyKey: 'withdrawal:901:hold', at: tp.clock.now() });
    const rejected = await ledger.hold({ merchant: 'alpha', walletAccountId: wallet, amount: 5_000, purpose: 'withdrawal', idempotencyKey: 'withdrawal:902:hold', at: tp.clock.now() });
    tp.clock.advance(HOUR);
    await ledger.release({ merchant: 'alpha', holdId: rejected.hold.id, at: tp.clock.now() });
    tp.clock.advance(HOUR);
    token = await tokenOf(tp, alice);
  }, 300_000);
  afterAll(async () => tp?.close());

  it('the CSV of every line sums to the ledger by category and to the balance; balances chain line to line', async () => {
    const { items, summary, pages } = await allLines(range(), 4);
    expect(pages).toBeGreaterThan(2);
    const { ledger } = tp.platform.stores;
    const wallet = await ledger.account('alpha', 'member', alice.id, 'BDT');
    const entries = await ledger.entries(wallet);
    expect(items).toHaveLength(entries.length);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);

    const csv = statementCsv(items, summary, 2, {
      column: (c) => c, category: (i) => i.category, opening: 'opening', closing: 'closing', netDeposits: 'netDeposits',
    });
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...STATEMENT_COLUMNS]);
    const lines = rows.slice(1, 1 + items.length);
    const col = (name: string) => STATEMENT_COLUMNS.indexOf(name as never);
    const fromCsv = new Map<string, number>();
    for (const line of lines) fromCsv.set(line[col('category')]!, (fromCsv.get(line[col('category')]!) ?? 0) + minorOf(line[col('amount')]!));
    const fromLedger = new Map<string, number>();
    for (const e of entries) fromLedger.set(statementCategory(e.kind), (fromLedger.get(statementCategory(e.kind)) ?? 0) + e.amount);
    expect(Object.fromEntries(fromCsv)).toEqual(Object.fromEntries(fromLedger));
    // 500.00 deposited through bkash, its 1% fee kept: the wallet was credited 495.00.
    expect(fromLedger.get('deposit')).toBe(49_500);
    expect(fromLedger.get('withdrawal')).toBe(-20_000);
    expect(fromLedger.get('bet')).toBe(-3_000);
    expect(fromLedger.get('bonus')).toBe(2_000);
    expect(fromLedger.get('points')).toBe(-300);
    expect(fromLedger.get('adjustment')).toBe(100_000 - 150);
    const balance = await ledger.balance(wallet);
    expect([...fromCsv.values()].reduce((a, b) => a + b, 0)).toBe(balance);
    expect(rows.find((r) => r[0] === 'closing')?.[1]).toBe((balance / 100).toFixed(2));
    expect(rows.find((r) => r[0] === 'netDeposits')?.[1]).toBe('295.00');

    // Oldest first, each line starts where the one before it ended, from 0 to the wallet's balance.
    const oldestFirst = [...lines].reverse();
    expect(minorOf(oldestFirst[0]![col('balanceBefore')]!)).toBe(0);
    for (const [n, line] of oldestFirst.entries()) {
      expect(minorOf(line[col('balanceAfter')]!)).toBe(minorOf(line[col('balanceBefore')]!) + minorOf(line[col('amount')]!));
      if (n > 0) expect(minorOf(line[col('balanceBefore')]!)).toBe(minorOf(oldestFirst[n - 1]![col('balanceAfter')]!));
    }
    expect(minorOf(oldestFirst.at(-1)![col('balanceAfter')]!)).toBe(balance);
  });

  it('names each bet and win with its game and round; the summary totals equal the ledger', async () => {
    const { items, summary } = await allLines(range(), 50);
    const games = items.filter((i) => i.category === 'bet' || i.category === 'win');
    expect(games.filter((i) => i.category === 'bet')).toHaveLength(3);
    for (const line of games) {
      expect(line.gameId).toBe(slot);
      expect(line.gameName).toEqual(expect.any(String));
      expect(line.reference).toMatch(/^statement-round-[0-2]-/);
    }
    const deposit = items.find((i) => i.category === 'deposit')!;
    expect(deposit.reference).toMatch(/^D[0-9]+$/);
    expect(items.filter((i) => i.reference === 'W902').map((i) => i.amountMinor)).toEqual([5_000, -5_000]);

    const { ledger } = tp.platform.stores;
    const wallet = await ledger.account('alpha', 'member', alice.id, 'BDT');
    const entries = await ledger.entries(wallet);
    for (const total of summary.totals) {
      const of = entries.filter((e) => statementCategory(e.kind) === total.category);
      expect(total.count, total.category).toBe(of.length);
      expect(total.inMinor - total.outMinor, total.category).toBe(of.reduce((s, e) => s + e.amount, 0));
    }
    expect(summary.openingBalanceMinor).toBe(0);
    expect(summary.closingBalanceMinor).toBe(await ledger.balance(wallet));
    expect(summary).toMatchObject({ lifetimeDepositsMinor: 49_500, lifetimeWithdrawalsMinor: 20_000, lifetimeNetDepositsMinor: 29_500 });
  });

  it("a range's opening balance is the balance after the last line before it", async () => {
    const whole = (await allLines(range(), 50)).items;
    const cut = start + HOUR + 1;
    const part = await allLines({ from: cut, to: range().to }, 50);
    const before = whole.filter((i) => i.createdAt < cut);
    expect(part.summary.openingBalanceMinor).toBe(before[0]!.balanceAfterMinor);
    expect(part.items).toHaveLength(whole.length - before.length);
    expect(part.summary.closingBalanceMinor).toBe(part.summary.openingBalanceMinor + part.items.reduce((s, i) => s + i.amountMinor, 0));
    // Lifetime figures do not depend on the range.
    expect(part.summary.lifetimeNetDepositsMinor).toBe(29_500);
  });

  it('a self-excluded member still reads the statement', async () => {
    const bob = await newAccount(tp, { creditMinor: 40_000 });
    const started = await tp.raw('POST', '/wps/member/protection/start', { ip: LOCAL_IP, token: await tokenOf(tp, bob), body: { kind: 'selfExclusion', duration: '1y' } });
    expect(started.body.success, JSON.stringify(started.body)).toBe(true);
    const restricted = await tokenOf(tp, bob);
    // The same session is refused what a restricted session may not do.
    expectFailureEnvelope((await call(tp, restricted, 'GET', '/wps/member/rewards')).body, 'account.excluded');
    const res = await page({ from: tp.clock.now() - DAY, to: tp.clock.now() + HOUR }, restricted);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.value.items.map((i: StatementItem) => [i.category, i.amountMinor, i.balanceBeforeMinor, i.balanceAfterMinor])).toEqual([['adjustment', 40_000, 0, 40_000]]);
  });

  it('answers bad input with its errorCode', async () => {
    const now = tp.clock.now();
    const cases: [Record<string, string | number>, string][] = [
      [{ from: now, to: now - DAY }, 'history.range.invalid'],
      [{ from: now - 400 * DAY, to: now }, 'history.range.tooLong'],
      [{ ...range(), pageSize: 501 }, 'history.pageSize.invalid'],
      [{ ...range(), cursor: Buffer.from('12.abc').toString('base64url') }, 'history.cursor.invalid'],
      [{ from: now - DAY }, 'validation.failed'],
    ];
    for (const [query, code] of cases) {
      const res = await page(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expectFailureEnvelope(res.body, code);
    }
    // A full 12 months is one range.
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
      const res = await asRole(tp, roles, role, 'GET', `${PATH}?from=${start - HOUR}&to=${tp.clock.now() + HOUR}`);
      const code = expected[role];
      if (code) {
        expectFailureEnvelope(res.body, code);
        return;
      }
      // Each real account sees its own opening credit, and only it.
      const own = roles.account[role as 'member' | 'anotherMember' | 'agent'];
      const items = res.body.value.items as StatementItem[];
      expect(items.map((i) => [i.category, i.amountMinor, i.balanceBeforeMinor, i.balanceAfterMinor])).toEqual([['adjustment', 100_000, 0, 100_000]]);
      const wallet = await tp.platform.stores.ledger.account('alpha', 'member', own.id, 'BDT');
      expect(res.body.value.summary.closingBalanceMinor).toBe(await tp.platform.stores.ledger.balance(wallet));
    });
  });
});
