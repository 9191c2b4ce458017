// The desk's review of agents' settlements: alpha (bdwin) holds a settlement above
// constants.settlementReviewAbove (2,000 BDT = 200,000 minor) pending for the desk, while smaller
// ones the job pays at once; finance or admin pays a held one as computed or adjusted, or rejects
// it with a reason (never paid after, whatever runs); each decision audited, once per key; the
// agent gets an inbox message in its language; periods that earn nothing leave no row; bad input,
// operator roles and the member role matrix. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { agentChain, type Agent } from './contract-helpers.ts';
import { checkLedger, HEALTHY } from './ledger-helpers.ts';
import { asRole, roleSet, ROLES, type RoleSet } from './role-matrix.ts';
import { deskSigned, income, playerBelow, runAt, seedRounds, walletBalance } from './settlement-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const OFFSET = 6 * HOUR; // alpha's day starts at 18:00 UTC
const dayStart = (at: number) => Math.floor((at + OFFSET) / DAY) * DAY - OFFSET;
/** Daily salary at 1% of the team's valid bet from the first minor unit. */
const ONE_PERCENT = [{ teamBetMinor: 1, activeMembers: 1, rate: 1 }];

TestDatabases.describeEach('settlement review', ({ postgres }) => {
  let t: TestPlatform;
  const ops: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false, settlementJobMs: false });
  });
  afterAll(async () => t?.close());

  const signIn = async () => {
    for (const name of ['finance01', 'admin01', 'support01']) ops[name] = await deskToken(t, name);
    ops.betaFinance = await deskToken(t, 'finance01', 'beta');
  };
  const decide = (who: string, body: Record<string, unknown>, merchant = 'alpha') =>
    t.raw('POST', '/wps/desk/settlements/decide', { token: ops[who], merchant, body: { idempotencyKey: actionKey(), ...body } });
  const list = async (query: string, who = 'finance01') => (await t.raw('GET', `/wps/desk/settlements${query}`, { token: ops[who] })).body;
  const inbox = (memberId: number) =>
    t.platform.db.query<{ event: string; title: string; params: { amountMinor: number; orderNo: string; remark?: string } }>('SELECT event, title, params FROM messages WHERE member_id = $1 AND event LIKE $2 ORDER BY id', [memberId, 'settlement.%']);

  /**
   * A fresh day: a top agent with a 1% daily salary whose team bets `bets` on that day (one
   * player each), settled just after the day closes. Answers the agent, the day and its rows.
   */
  async function settledDays(bets: number[]): Promise<{ top: Agent; contract: number; day: number; ids: number[] }> {
    t.clock.set(dayStart(t.clock.now()) + 2 * DAY + HOUR);
    await signIn();
    const day = dayStart(t.clock.now());
    const { top } = await agentChain(t);
    await t.platform.db.query("UPDATE members SET language = 'BN' WHERE id = $1", [top.id]);
    const contract = await deskSigned(t, ops.admin01!, top, 'dailySalary', ONE_PERCENT);
    for (const [i, bet] of bets.entries()) await seedRounds(t, [{ member: await playerBelow(t, top), bet, win: 0, at: day + i * DAY + HOUR }]);
    await runAt(t, day + bets.length * DAY + MIN, contract);
    const rows = await t.platform.db.query<{ id: string }>('SELECT id FROM contract_settlements WHERE contract_id = $1 ORDER BY period_start', [contract]);
    return { top, contract, day, ids: rows.map((r) => Number(r.id)) };
  }

  it('above the threshold waits for the desk; at or below it the job pays, and the agent is told in its language', async () => {
    // 200,000 is the threshold itself: paid; 200,001 is above: held. A day with no tier leaves no row.
    const { top, contract, ids } = await settledDays([20_000_000, 20_000_100, 50]);
    expect(ids).toHaveLength(2);
    const mine = (await income(t, top.token)).body.value;
    expect(mine.items.map((i: any) => [i.amountMinor, i.state, i.held])).toEqual([[200_001, 'pending', true], [200_000, 'disbursed', false]]);
    expect(mine.totals).toMatchObject({ disbursedMinor: 200_000, pendingMinor: 200_001 });
    // Running again, from the whole merchant's job, pays nothing held.
    const before = await walletBalance(t, top.id);
    await runAt(t, t.clock.now() + 4 * DAY);
    expect(await walletBalance(t, top.id)).toBe(before);
    expect((await inbox(top.id)).map((m) => [m.event, m.title, m.params.amountMinor])).toEqual([['settlement.disbursed', 'এজেন্ট আয় পরিশোধিত', 200_000]]);
    const queue = await list(`?state=pending&holder=${top.username.toUpperCase()}`);
    expect(queue.value.items).toEqual([expect.objectContaining({ id: ids[1], holder: top.username, contractId: contract, type: 'dailySalary', amountMinor: 200_001, computedAmountMinor: null, state: 'pending', held: true, decidedBy: null })]);
    expect(queue.value.total).toBe(1);
  });

  it('the desk pays a held one with an adjusted amount: once per key, audited, told; the job and a second decision pay nothing more', async () => {
    const { top, contract, day, ids } = await settledDays([30_000_000]);
    const id = ids[0]!;
    const before = await walletBalance(t, top.id);
    const key = actionKey();
    const paid = await decide('finance01', { id, action: 'pay', amount: '2500.50', idempotencyKey: key });
    expect(paid.body.value).toEqual({ id, state: 'disbursed', amountMinor: 250_050, replayed: false });
    expect((await decide('finance01', { id, action: 'pay', amount: '2500.50', idempotencyKey: key })).body.value.replayed).toBe(true);
    expectFailureEnvelope((await decide('finance01', { id, action: 'reject', reason: 'late', idempotencyKey: key })).body, 'desk.key.reused');
    const again = await decide('admin01', { id, action: 'pay' });
    expect(again.status).toBe(409);
    expectFailureEnvelope(again.body, 'desk.state.changed');
    await runAt(t, t.clock.now() + DAY, contract);
    expect(await walletBalance(t, top.id) - before).toBe(250_050);
    const posted = await t.platform.db.query('SELECT id FROM ledger_transactions WHERE idempotency_key = $1', [`settlement:${contract}:${day}`]);
    expect(posted).toHaveLength(1);
    expect((await income(t, top.token)).body.value.items).toEqual([expect.objectContaining({ id, amountMinor: 250_050, state: 'disbursed', held: true, reason: null })]);
    expect((await list(`?state=disbursed&holder=${top.username}`)).value.items).toEqual([expect.objectContaining({ id, amountMinor: 250_050, computedAmountMinor: 300_000, decidedBy: 'operator:finance01' })]);
    expect((await inbox(top.id)).map((m) => [m.event, m.params.amountMinor, m.params.orderNo])).toEqual([['settlement.disbursed', 250_050, `S${id}`]]);
    // A significant event too (GLI-19 2.8.8): the desk put money in the wallet, with who and how much.
    const events = await t.raw('GET', `/wps/desk/events?member=${top.username}&type=balance.adjusted`, { token: ops.admin01 });
    expect(events.body.value.items).toEqual([expect.objectContaining({
      member: top.username, actor: 'operator:finance01',
      before: expect.objectContaining({ state: 'pending', amountMinor: 300_000 }), after: expect.objectContaining({ state: 'disbursed', amountMinor: 250_050 }),
    })]);
    const audit = await t.raw('GET', `/wps/desk/audit?target=settlement:${id}`, { token: ops.admin01 });
    expect(audit.body.value.items).toEqual([expect.objectContaining({
      operator: 'finance01', action: 'settlement.pay',
      before: expect.objectContaining({ state: 'pending', amountMinor: 300_000, computedAmountMinor: null }),
      after: expect.objectContaining({ state: 'disbursed', amountMinor: 250_050, computedAmountMinor: 300_000 }),
    })]);
    expect(await checkLedger(t.platform.db)).toMatchObject(HEALTHY);
  });

  it('a rejected one is never paid: not by the job, not by a later pay; the agent reads the reason', async () => {
    const { top, contract, ids } = await settledDays([40_000_000]);
    const id = ids[0]!;
    const before = await walletBalance(t, top.id);
    expectFailureEnvelope((await decide('finance01', { id, action: 'reject', reason: '   ' })).body, 'desk.action.refused');
    const rejected = await decide('admin01', { id, action: 'reject', reason: 'Team rounds under investigation' });
    expect(rejected.body.value).toEqual({ id, state: 'rejected', amountMinor: 400_000, replayed: false });
    await runAt(t, t.clock.now() + DAY, contract);
    await runAt(t, t.clock.now() + DAY + MIN);
    expectFailureEnvelope((await decide('finance01', { id, action: 'pay' })).body, 'desk.state.changed');
    expect(await walletBalance(t, top.id)).toBe(before);
    expect((await income(t, top.token)).body.value.items).toEqual([expect.objectContaining({ id, state: 'rejected', reason: 'desk', remark: 'Team rounds under investigation', held: true })]);
    expect((await inbox(top.id)).map((m) => [m.event, m.title, m.params.remark])).toEqual([['settlement.rejected', 'এজেন্ট আয় প্রত্যাখ্যাত', 'Team rounds under investigation']]);
  });

  it('the merchant setting settlementReview overrides the file\'s threshold (null: the file\'s again)', async () => {
    const setAbove = (above: number | null) => t.raw('PUT', '/dev/merchant-settings', { body: { key: 'settlementReview', value: { above } } });
    expect((await setAbove(0)).body.success).toBe(true);
    const small = await settledDays([10_000]);
    expect((await income(t, small.top.token)).body.value.items.map((i: any) => [i.amountMinor, i.state, i.held])).toEqual([[100, 'pending', true]]);
    expect((await setAbove(null)).body.success).toBe(true);
    const again = await settledDays([10_000]);
    expect((await income(t, again.top.token)).body.value.items.map((i: any) => [i.amountMinor, i.state, i.held])).toEqual([[100, 'disbursed', false]]);
    expectFailureEnvelope((await t.raw('PUT', '/dev/merchant-settings', { body: { key: 'settlementReview', value: { above: -1 } } })).body, 'validation.failed');
  });

  it('bad input: zero, too many decimals, no such settlement, another merchant\'s; nothing moves', async () => {
    const { top, ids } = await settledDays([25_000_000]);
    const id = ids[0]!;
    const before = await walletBalance(t, top.id);
    for (const amount of ['0', '0.00', '12.345']) {
      const r = await decide('finance01', { id, action: 'pay', amount });
      expect(r.status).toBe(400);
      expectFailureEnvelope(r.body, 'amount.invalid');
    }
    expectFailureEnvelope((await decide('finance01', { id, action: 'pay', amount: '-5' })).body, 'validation.failed');
    expectFailureEnvelope((await decide('finance01', { id, action: 'approve' })).body, 'validation.failed');
    expectFailureEnvelope((await decide('finance01', { id: 999_999_999, action: 'pay' })).body, 'not_found');
    expectFailureEnvelope((await decide('betaFinance', { id, action: 'pay' }, 'beta')).body, 'not_found');
    expect((await t.raw('GET', '/wps/desk/settlements', { token: ops.betaFinance, merchant: 'beta' })).body.value.items.some((s: { id: number }) => s.id === id)).toBe(false);
    expectFailureEnvelope(await list('?state=paid'), 'validation.failed');
    expect(await walletBalance(t, top.id)).toBe(before);
    expect((await list(`?holder=${top.username}`)).value.items).toEqual([expect.objectContaining({ id, state: 'pending' })]);
  });

  it('operator roles: finance and admin list and decide; support may not', async () => {
    const { ids } = await settledDays([21_000_000]);
    for (const who of ['finance01', 'admin01']) expect((await list('?state=pending', who)).value.items.map((s: { id: number }) => s.id)).toContain(ids[0]);
    expectFailureEnvelope(await list('', 'support01'), 'desk.role.forbidden');
    expectFailureEnvelope((await decide('support01', { id: ids[0], action: 'pay' })).body, 'desk.role.forbidden');
  });

  describe('member role matrix: no member token reaches the desk calls', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(t);
    });
    it.each(ROLES)('%s', async (role) => {
      const listed = await asRole(t, roles, role, 'GET', '/wps/desk/settlements');
      const decided = await asRole(t, roles, role, 'POST', '/wps/desk/settlements/decide', { id: 1, action: 'pay', idempotencyKey: actionKey() });
      // A guest sends no token; every member token is no desk session.
      for (const r of [listed, decided]) {
        expect(r.status).toBeLessThan(500);
        expectFailureEnvelope(r.body, role === 'guest' ? 'CUSTOMER_NOT_LOGIN' : 'user.or.token.invalid');
      }
    });
  });
});
