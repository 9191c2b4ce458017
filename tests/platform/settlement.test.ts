// Contract settlement through the platform: a period's salary or dividend computed here
// from the rounds the test seeds (the holder's downline at every level; not the holder, demo,
// unsettled or other teams' rounds) is paid once into the holder's wallet by the house, shows in
// My income and the transaction history; a re-run pays nothing more; real-time windows, a team
// that won or a tier not reached (settled, but no row: it earned nothing), a replaced version; bad
// input and the role matrix. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { deskToken } from './desk-helpers.ts';
import { agentChain, call, decide, offer, type Agent } from './contract-helpers.ts';
import { tokenOf } from './accounts.ts';
import { checkLedger, HEALTHY } from './ledger-helpers.ts';
import { asRole, roleSet, ROLES, type Role } from './role-matrix.ts';
import { deskSigned, income, playerBelow, runAt, seedRounds, walletBalance } from './settlement-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** alpha is bdwin: Dhaka, 6 hours east of UTC; its day starts at 18:00 UTC. */
const OFFSET = 6 * HOUR;
const dayStart = (at: number) => Math.floor((at + OFFSET) / DAY) * DAY - OFFSET;

TestDatabases.describeEach('contract settlement', ({ postgres }) => {
  let t: TestPlatform;
  let admin = '';
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false, settlementJobMs: false });
    admin = await deskToken(t, 'admin01');
  });
  afterAll(async () => t?.close());

  /** Each test starts on a fresh merchant day, 2 days on, at 01:00 local. */
  const freshDay = async () => {
    t.clock.set(dayStart(t.clock.now()) + 2 * DAY + HOUR);
    // Sessions do not live across the days a test jumps over.
    admin = await deskToken(t, 'admin01');
    return dayStart(t.clock.now());
  };
  /** A session of the agent at the clock's time (the clock moved past its last one). */
  const signIn = async (agent: Agent) => ({ ...agent, token: await tokenOf(t, agent) });

  it('daily salary: the team\'s valid bet of the day at the tier it reached, paid once by the house, in My income and the history', async () => {
    const day = await freshDay();
    const { top, mid, outsider } = await agentChain(t);
    const tiers = [{ teamBetMinor: 10_000, activeMembers: 2, rate: 0.5 }, { teamBetMinor: 50_000, activeMembers: 3, rate: 1.25 }];
    const id = await deskSigned(t, admin, top, 'dailySalary', tiers);
    const [direct, indirect, deep] = [await playerBelow(t, top), await playerBelow(t, mid), await playerBelow(t, mid)];
    const stranger = await playerBelow(t, outsider);
    const counted = [
      { member: direct, bet: 20_000, win: 0, at: day + 2 * HOUR },
      { member: indirect, bet: 15_000, win: 40_000, at: day + 3 * HOUR },
      { member: deep, bet: 16_001, win: 1_000, at: day + DAY - 1 }, // the day's last millisecond
      { member: mid, bet: 1_000, win: 0, at: day + 5 * HOUR }, // a downline agent's own round counts
    ];
    await seedRounds(t, [
      ...counted,
      { member: top, bet: 99_000, win: 0, at: day + 4 * HOUR }, // the holder's own
      { member: direct, bet: 99_000, win: 0, at: day + 4 * HOUR, demo: true },
      { member: direct, bet: 99_000, win: 0, at: day + 4 * HOUR, settled: false },
      { member: stranger, bet: 99_000, win: 0, at: day + 4 * HOUR },
      { member: direct, bet: 99_000, win: 0, at: day + DAY }, // the next day
      { member: direct, bet: 99_000, win: 0, at: day - 1 }, // the day before, when no contract was in force
    ]);
    const validBet = counted.reduce((s, r) => s + r.bet, 0); // 52,001 with 4 active members: tier 2
    const expected = Math.floor((validBet * 125) / 10_000); // 650.0125 -> 650
    const before = await walletBalance(t, top.id);

    // Not yet: the day is open, then closed but inside the settle delay.
    expect((await runAt(t, day + DAY - 1, id)).body.value).toMatchObject({ recorded: 0, paid: 0 });
    expect((await runAt(t, day + DAY + MIN - 1, id)).body.value).toMatchObject({ recorded: 0, paid: 0 });
    expect((await runAt(t, day + DAY + MIN, id)).body.value).toEqual({ contracts: 1, recorded: 1, paid: 1 });
    expect(await walletBalance(t, top.id) - before).toBe(expected);
    // Again, and as the whole merchant's job: nothing more.
    expect((await runAt(t, day + DAY + 2 * MIN, id)).body.value).toMatchObject({ recorded: 0, paid: 0 });
    await runAt(t, day + DAY + 3 * MIN);
    expect(await walletBalance(t, top.id) - before).toBe(expected);

    const mine = (await income(t, top.token)).body.value;
    expect(mine.items).toEqual([{
      id: expect.any(Number), contractId: id, contractVersion: 1, type: 'dailySalary', period: null, periodStart: day, periodEnd: day + DAY,
      validBetMinor: validBet, profitLossMinor: validBet - 41_000, activeMembers: 4, rounds: 4, tier: 2, rate: 1.25, lossRate: null, profitRate: null,
      amountMinor: expected, state: 'disbursed', held: false, reason: null, remark: null, settledAt: day + DAY + MIN, decidedAt: day + DAY + MIN,
    }]);
    expect(mine.totals).toEqual({ disbursedMinor: expected, pendingMinor: 0, byType: [{ type: 'dailySalary', disbursedMinor: expected, pendingMinor: 0, count: 1 }] });
    expect(mine.nextCursor).toBeNull();
    const ledger = await t.platform.db.query<{ kind: string; n: string }>('SELECT kind, COUNT(*) AS n FROM ledger_transactions WHERE idempotency_key = $1 GROUP BY kind', [`settlement:${id}:${day}`]);
    expect(ledger).toEqual([{ kind: 'salary', n: expect.anything() }]);
    expect(Number(ledger[0]!.n)).toBe(1);

    // The transaction history shows the payment with its kind.
    t.clock.set(day + DAY + 5 * MIN);
    const history = await call(t, (await signIn(top)).token, 'GET', `/wps/member/history/transactions?from=${day}&to=${day + 2 * DAY}`);
    expect(history.body.success, JSON.stringify(history.body)).toBe(true);
    expect(history.body.value.items.filter((i: { kind: string }) => i.kind === 'salary').map((i: { amountMinor: number }) => i.amountMinor)).toEqual([expected]);
    // Other agents earned nothing from it.
    expect((await income(t, (await signIn(mid)).token)).body.value.items).toEqual([]);
    expect(await checkLedger(t.platform.db)).toMatchObject(HEALTHY);
  });

  it('a member on a time-out or self-exclusion when the period settles is left out of the team; those below them still count', async () => {
    const day = await freshDay();
    const { top } = await agentChain(t);
    const id = await deskSigned(t, admin, top, 'dailySalary', [{ teamBetMinor: 1_000, activeMembers: 1, rate: 1 }]);
    const [open, excluded, resting] = [await playerBelow(t, top), await playerBelow(t, top), await playerBelow(t, top)];
    const below = await playerBelow(t, excluded);
    await seedRounds(t, [
      { member: open, bet: 20_000, win: 0, at: day + 2 * HOUR },
      { member: excluded, bet: 30_000, win: 0, at: day + 2 * HOUR },
      { member: resting, bet: 40_000, win: 0, at: day + 3 * HOUR },
      { member: below, bet: 5_000, win: 0, at: day + 4 * HOUR },
    ]);
    const settleAt = day + DAY + MIN;
    await t.platform.stores.protection.start(excluded.id, 'selfExclusion', '6m', settleAt + 180 * DAY, day + 5 * HOUR);
    await t.platform.stores.protection.start(resting.id, 'timeout', '24h', settleAt + 1, day + 5 * HOUR);
    const before = await walletBalance(t, top.id);
    expect((await runAt(t, settleAt, id)).body.value).toEqual({ contracts: 1, recorded: 1, paid: 1 });
    expect(await walletBalance(t, top.id) - before).toBe(250); // 1% of 25,000: the open player's and the one below the excluded
    expect((await income(t, top.token, `?contractId=${id}`)).body.value.items).toMatchObject([{ validBetMinor: 25_000, activeMembers: 2, rounds: 2, amountMinor: 250 }]);
  });

  it('real-time salary: every 5-minute window with rounds, each stake at its own tier; hourly salary below its tier leaves no row', async () => {
    await freshDay();
    const { top } = await agentChain(t);
    await deskSigned(t, admin, top, 'realTimeSalary', [{ singleBetMinor: 1_000, lossRate: 1, profitRate: 0.5 }, { singleBetMinor: 10_000, lossRate: 2, profitRate: 1 }]);
    const hourly = await deskSigned(t, admin, top, 'hourlySalary', [{ teamBetMinor: 1_000_000, activeMembers: 1, rate: 1 }]);
    const p = await playerBelow(t, top);
    const w = Math.floor(t.clock.now() / (5 * MIN)) * 5 * MIN + 10 * MIN; // a window after activation
    await seedRounds(t, [
      { member: p, bet: 1_000, win: 0, at: w }, // loss at tier 1: 10
      { member: p, bet: 10_000, win: 25_000, at: w + 4 * MIN }, // win at tier 2: 100
      { member: p, bet: 999, win: 0, at: w + 5 * MIN - 1 }, // below every tier
      { member: p, bet: 20_000, win: 0, at: w + 5 * MIN }, // next window: loss at tier 2: 400
    ]);
    const before = await walletBalance(t, top.id);
    const run = (await runAt(t, w + 10 * MIN + MIN)).body.value;
    expect(run.recorded).toBeGreaterThanOrEqual(2);
    const items = (await income(t, top.token, '?type=realTimeSalary')).body.value.items;
    expect(items.map((i: any) => [i.periodStart - w, i.amountMinor, i.tier, i.lossRate, i.profitRate, i.state, i.rounds])).toEqual([
      [5 * MIN, 400, 2, 2, 1, 'disbursed', 1],
      [0, 110, 2, 2, 1, 'disbursed', 3],
    ]);
    // One run paid both windows: the agent is told once, with the sum, under the newest one's number.
    const told = await t.platform.db.query<{ event: string; params: { amountMinor: number; orderNo: string } }>("SELECT event, params FROM messages WHERE member_id = $1 AND event LIKE 'settlement.%'", [top.id]);
    expect(told.map((m) => [m.event, m.params.amountMinor, m.params.orderNo])).toEqual([['settlement.disbursed', 510, `S${Math.max(...items.map((i: any) => i.id))}`]]);
    // The hour holding both windows closes later; its team bet is far below the tier.
    const hourEnd = Math.ceil((w + 10 * MIN) / HOUR) * HOUR;
    // Settled all the same (the cursor moves past it, a re-run records nothing), without a row.
    expect((await runAt(t, hourEnd + MIN, hourly)).body.value).toMatchObject({ recorded: 0, paid: 0 });
    const cursor = await t.platform.db.query<{ settled_to: string }>('SELECT settled_to FROM contract_settlement_cursors WHERE contract_id = $1', [hourly]);
    expect(Number(cursor[0]?.settled_to)).toBe(hourEnd);
    const hours = (await income(t, top.token, `?contractId=${hourly}`)).body.value;
    expect(hours.items).toEqual([]);
    expect(await walletBalance(t, top.id) - before).toBe(510);
    expect(hours.totals).toEqual({ disbursedMinor: 0, pendingMinor: 0, byType: [] });
  });

  it('dividend: rate% of the team loss over its period; a period the team won leaves no row; a replaced version settles only what closed before', async () => {
    const day = await freshDay();
    const { top } = await agentChain(t);
    const tiers = [{ validBetMinor: 10_000, profitLossMinor: 1, activeMembers: 1, rate: 10 }];
    const v1 = await deskSigned(t, admin, top, 'dividend', tiers, 'daily');
    const p = await playerBelow(t, top);
    await seedRounds(t, [
      { member: p, bet: 30_000, win: 12_345, at: day + HOUR * 2 }, // day 1: team lost 17,655 -> 1,765
      { member: p, bet: 30_000, win: 90_000, at: day + DAY + HOUR }, // day 2: team won
      { member: p, bet: 50_000, win: 0, at: day + 2 * DAY + HOUR }, // day 3: under version 2
    ]);
    await runAt(t, day + 2 * DAY + MIN, v1);
    // Version 2 replaces version 1 during day 3: day 3 is version 2's.
    t.clock.set(day + 2 * DAY + 2 * HOUR);
    admin = await deskToken(t, 'admin01');
    const top2 = await signIn(top);
    const v2 = await deskSigned(t, admin, top2, 'dividend', [{ ...tiers[0]!, rate: 20 }], 'daily');
    await runAt(t, day + 3 * DAY + MIN);
    const items = (await income(t, top2.token, '?type=dividend')).body.value.items;
    expect(items.map((i: any) => [i.contractId, i.contractVersion, i.periodStart - day, i.profitLossMinor, i.state, i.reason, i.amountMinor])).toEqual([
      [v2, 2, 2 * DAY, 50_000, 'disbursed', null, 10_000],
      [v1, 1, 0, 17_655, 'disbursed', null, 1_765],
    ]);
    // Paged by the cursor: the same rows, one at a time.
    const first = (await income(t, top2.token, '?type=dividend&pageSize=1')).body.value;
    const rest = (await income(t, top2.token, `?type=dividend&pageSize=1&cursor=${first.nextCursor}`)).body.value;
    expect([...first.items, ...rest.items].map((i: any) => i.id)).toEqual(items.map((i: any) => i.id));
    expect(rest.nextCursor).toBeNull();
    expect(first.totals.disbursedMinor).toBe(11_765);
  });

  it('bad input: a contract never signed, another merchant\'s, another agent\'s income, a bad cursor or page size', async () => {
    await freshDay();
    const { top, mid, outsider } = await agentChain(t);
    const signed = await deskSigned(t, admin, top, 'dailySalary', [{ teamBetMinor: 1, activeMembers: 1, rate: 1 }]);
    const offered = (await offer(t, top, mid, 'dailySalary', [1])).body.value.id as number;
    const refused = await runAt(t, t.clock.now(), offered);
    expectFailureEnvelope(refused.body, 'contract.state.invalid');
    expect(refused.status).toBe(409);
    expect((await decide(t, mid, offered, 'reject')).body.value.status).toBe('rejected');
    expectFailureEnvelope((await runAt(t, t.clock.now(), offered)).body, 'contract.state.invalid');
    // Merchant beta has no contract of that id.
    const other = await call(t, null, 'POST', '/dev/settlement/run', { contractId: signed });
    expect(other.body.success).toBe(true);
    const beta = await t.raw('POST', '/dev/settlement/run', { merchant: 'beta', body: { contractId: signed } });
    expectFailureEnvelope(beta.body, 'contract.not.found');
    // An agent reads only its own contracts' income.
    for (const q of [`?contractId=${signed}`, '?contractId=abc', '?contractId=0']) {
      const r = await income(t, outsider.token, q);
      expectFailureEnvelope(r.body, 'contract.not.found');
      expect(r.status).toBeLessThan(500);
    }
    expect((await income(t, top.token, `?contractId=${signed}`)).body.success).toBe(true);
    expectFailureEnvelope((await income(t, top.token, '?cursor=%%%')).body, 'history.cursor.invalid');
    expectFailureEnvelope((await income(t, top.token, '?pageSize=0')).body, 'history.pageSize.invalid');
    expectFailureEnvelope((await income(t, top.token, '?type=bonus')).body, 'validation.failed');
  });

  describe('role matrix', () => {
    let roles: Awaited<ReturnType<typeof roleSet>>;
    beforeAll(async () => {
      roles = await roleSet(t);
    });
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: 'agent.only', anotherMember: 'agent.only', agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: My income', async (role) => {
      const r = await asRole(t, roles, role, 'GET', '/wps/agent/income');
      expect(r.status).toBeLessThan(500);
      if (expected[role] === null) expect(r.body.value).toEqual({ items: [], totals: { disbursedMinor: 0, pendingMinor: 0, byType: [] }, nextCursor: null });
      else expectFailureEnvelope(r.body, expected[role]);
    });
  });
});
