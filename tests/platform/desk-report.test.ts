// The desk's money report (GLI-19 2.9.1): for a merchant day, the day, month-to-date, year-to-date
// and life-to-date each equal the sum of the merchant's member-wallet ledger rows of the period
// (read here straight from the tables, classified as the statement classifies them); the day is
// the merchant's (UTC+6 for alpha), so a deposit at 00:10 local, still the previous day in UTC,
// is the day's; an empty day says "No activity"; the desk role matrix. PGlite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFakeClock } from '../../src/platform/clock.ts';
import { statementCategory } from '../../src/platform/features/statements/categories.ts';
import { dayStart } from '../../src/platform/merchant-day.ts';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, type TestAccount } from './accounts.ts';
import { deskToken } from './desk-helpers.ts';
import { paidDeposit } from './deposit-helpers.ts';
import { round, ticketFor } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';

const OFFSET = 360;
/** Epoch ms of a local (UTC+6) wall-clock time. */
const local = (y: number, m: number, d: number, h: number, min = 0) => Date.UTC(y, m - 1, d, h, min) - OFFSET * 60_000;

interface Figures { depositsMinor: number; withdrawalsMinor: number; stakesMinor: number; winsMinor: number; ggrMinor: number; bonusesMinor: number; noActivity: boolean }

TestDatabases.describeEach('desk report', ({ postgres }) => {
  let t: TestPlatform;
  let alice: TestAccount;
  let finance: string;
  let rounds = 0;
  const wins: Record<string, number> = { before: 0, ytd: 0, mtd: 0, day: 0 };

  async function play(token: string, bet: number, key: keyof typeof wins): Promise<void> {
    const played = (await round(t, { ticket: await ticketFor(t, token), roundId: `report-${key}-${(rounds += 1)}`, bet })).json<{ success: boolean; value: { round: { win: number } } }>();
    expect(played.success, JSON.stringify(played)).toBe(true);
    wins[key]! += played.value.round.win;
  }

  /** The period's member-wallet rows of alpha, from the tables, by the statement's categories. */
  async function ledgerSum(from: number, to: number): Promise<Figures> {
    const rows = await t.platform.db.query<{ kind: string; amount: unknown }>(
      `SELECT e.kind, e.amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.merchant = 'alpha' AND a.kind = 'member' AND e.created_at >= $1 AND e.created_at < $2`,
      [from, to],
    );
    const sum = (category: string) => rows.filter((r) => statementCategory(r.kind) === category).reduce((s, r) => s + Number(r.amount), 0);
    const stakes = -sum('bet');
    return {
      depositsMinor: sum('deposit'), withdrawalsMinor: -sum('withdrawal'), stakesMinor: stakes, winsMinor: sum('win'), ggrMinor: stakes - sum('win'), bonusesMinor: sum('bonus'),
      noActivity: !rows.some((r) => ['deposit', 'withdrawal', 'bet', 'win', 'bonus'].includes(statementCategory(r.kind))),
    };
  }

  const report = (day: string | null, token = finance, merchant = 'alpha') => t.raw('GET', `/wps/desk/report${day ? `?day=${day}` : ''}`, { token, merchant });

  beforeAll(async () => {
    t = await startTestPlatform({ postgres, games: true, withdrawalJobMs: false, depositJobMs: false, clock: createFakeClock(local(2025, 12, 20, 12)) });
    alice = await newAccount(t, { creditMinor: 1_000_000 });
    // Last year: life-to-date only.
    await paidDeposit(t, await tokenOf(t, alice), '100');
    // February: year-to-date, not month-to-date.
    t.clock.set(local(2026, 2, 10, 12));
    let token = await tokenOf(t, alice);
    await paidDeposit(t, token, '200');
    await play(token, 1_000, 'ytd');
    // 23:30 on the 14th, local: month-to-date, not the day.
    t.clock.set(local(2026, 3, 14, 23, 30));
    token = await tokenOf(t, alice);
    await play(token, 500, 'mtd');
    // 00:10 on the 15th local is 18:10 on the 14th in UTC: the merchant's day counts it on the 15th.
    t.clock.set(local(2026, 3, 15, 0, 10));
    token = await tokenOf(t, alice);
    await paidDeposit(t, token, '500');
    t.clock.set(local(2026, 3, 15, 10));
    token = await tokenOf(t, alice);
    await play(token, 5_000, 'day');
    await play(token, 1_000, 'day');
    const { ledger } = t.platform.stores;
    const wallet = await ledger.account('alpha', 'member', alice.id, 'BDT');
    const house = await ledger.account('alpha', 'house', null, 'BDT');
    await ledger.post({ merchant: 'alpha', idempotencyKey: `promotion:report:${alice.id}`, kind: 'promotion', at: t.clock.now(), entries: [{ accountId: house, amount: -2_500 }, { accountId: wallet, amount: 2_500 }] });
    // A withdrawal's hold (the turnover rule would refuse the real request here), and a rejected
    // one whose money came back: the report counts the money that left, once.
    await ledger.hold({ merchant: 'alpha', walletAccountId: wallet, amount: 60_000, purpose: 'withdrawal', idempotencyKey: 'withdrawal:report-paid:hold', at: t.clock.now() });
    const rejected = await ledger.hold({ merchant: 'alpha', walletAccountId: wallet, amount: 10_000, purpose: 'withdrawal', idempotencyKey: 'withdrawal:report-rejected:hold', at: t.clock.now() });
    t.clock.advance(3_600_000);
    await ledger.release({ merchant: 'alpha', holdId: rejected.hold.id, at: t.clock.now() });
    t.clock.set(local(2026, 3, 15, 16));
    finance = await deskToken(t, 'finance01');
  }, 300_000);
  afterAll(async () => t?.close());

  it('each period equals the sum of its ledger rows, on the merchant\'s days', async () => {
    const res = await report('2026-03-15');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const { periods } = res.body.value;
    expect(res.body.value).toMatchObject({ day: '2026-03-15', currency: 'BDT', decimals: 2 });
    expect(periods.map((p: { period: string; from: string | null; to: string }) => [p.period, p.from, p.to])).toEqual([
      ['day', '2026-03-15', '2026-03-15'], ['mtd', '2026-03-01', '2026-03-15'], ['ytd', '2026-01-01', '2026-03-15'], ['ltd', null, '2026-03-15'],
    ]);
    const end = dayStart('2026-03-16', OFFSET);
    const starts = [dayStart('2026-03-15', OFFSET), dayStart('2026-03-01', OFFSET), dayStart('2026-01-01', OFFSET), 0];
    for (const [i, from] of starts.entries()) {
      const { period: _period, from: _from, to: _to, ...figures } = periods[i];
      expect(figures, periods[i].period).toEqual(await ledgerSum(from, end));
    }
    // What this test posted, period by period (the seed's history is all before 2026); a bkash
    // deposit credits the wallet its amount less the channel's 1% fee.
    const [day, mtd, ytd, ltd] = periods as Figures[];
    expect(day).toEqual({ ...day, noActivity: false, depositsMinor: 49_500, stakesMinor: 6_000, winsMinor: wins.day, ggrMinor: 6_000 - wins.day!, bonusesMinor: 2_500, withdrawalsMinor: 60_000 });
    expect(mtd).toMatchObject({ depositsMinor: 49_500, stakesMinor: 6_500, winsMinor: wins.day! + wins.mtd!, withdrawalsMinor: 60_000, bonusesMinor: 2_500 });
    expect(ytd).toMatchObject({ depositsMinor: 69_300, stakesMinor: 7_500, winsMinor: wins.day! + wins.mtd! + wins.ytd! });
    expect(ltd!.depositsMinor).toBeGreaterThanOrEqual(79_200);
    expect(ltd!.depositsMinor - ytd!.depositsMinor).toBe((await ledgerSum(0, dayStart('2026-01-01', OFFSET))).depositsMinor);
    // Without a day: the merchant's today (16:00 local on the 15th).
    expect((await report(null)).body.value).toEqual(res.body.value);
  });

  it('an empty day says no activity; month- and year-to-date still count what came before', async () => {
    const next = (await report('2026-03-16')).body.value.periods as (Figures & { period: string })[];
    expect(next[0]).toEqual({ period: 'day', from: '2026-03-16', to: '2026-03-16', noActivity: true, depositsMinor: 0, withdrawalsMinor: 0, stakesMinor: 0, winsMinor: 0, ggrMinor: 0, bonusesMinor: 0 });
    expect(next.slice(1).map((p) => p.noActivity)).toEqual([false, false, false]);
    const april = (await report('2026-04-01')).body.value.periods as Figures[];
    expect(april.map((p) => p.noActivity)).toEqual([true, true, false, false]);
    const early = (await report('2020-01-01')).body.value.periods as Figures[];
    expect(early.every((p) => p.noActivity && p.depositsMinor === 0)).toBe(true);
  });

  it('refuses a day that is not a date', async () => {
    const notADay = (await report('2026-02-30')).body;
    expectFailureEnvelope(notADay, 'validation.failed');
    expect(notADay.value.errors).toEqual([expect.objectContaining({ field: 'day', keyword: 'format' })]);
    expectFailureEnvelope((await report('15-03-2026')).body, 'validation.failed');
  });

  it('finance and admin read it; support, a member token and another merchant\'s desk do not see alpha', async () => {
    const admin = await deskToken(t, 'admin01');
    expect((await report('2026-03-15', admin)).body.value).toEqual((await report('2026-03-15')).body.value);
    const support = await deskToken(t, 'support01');
    const refused = await report('2026-03-15', support);
    expect(refused.status).toBe(403);
    expectFailureEnvelope(refused.body, 'desk.role.forbidden');
    expect((await report('2026-03-15', await tokenOf(t, alice))).status).toBe(401);
    // Alpha's desk token is refused on beta, and beta's own desk sees beta's (empty) day.
    expect((await report('2026-03-15', finance, 'beta')).status).toBe(401);
    const beta = await report('2026-03-15', await deskToken(t, 'finance01', 'beta'), 'beta');
    expect(beta.body.success, JSON.stringify(beta.body)).toBe(true);
    expect(beta.body.value.periods[0]).toMatchObject({ noActivity: true, depositsMinor: 0, stakesMinor: 0 });
  });
});
