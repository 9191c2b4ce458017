// The settlement job on two platform processes sharing one PostgreSQL database: the same period
// settled by both at once (and again) records one row and pays once; rows a crashed run recorded
// but did not pay are paid once by whichever process runs next; a settlement held for the desk is
// paid once when the desk pays it on both processes at once while both run the job.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningPlatform } from '../../src/platform/server.ts';
import { runSettlement } from '../../src/platform/features/settlements/service.ts';
import { TestDatabases } from './test-databases.ts';
import { startSecondProcess, startTestPlatform, type TestPlatform } from './helpers.ts';
import { checkLedger, HEALTHY } from './ledger-helpers.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { agentChain } from './contract-helpers.ts';
import { deskSigned, playerBelow, seedRounds, walletBalance } from './settlement-helpers.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

TestDatabases.describePostgres('settlement job on two platforms sharing PostgreSQL', () => {
  let a: TestPlatform;
  let b: RunningPlatform;
  // The test platform's fake clock, shared by both processes.
  let clock: TestPlatform['clock'];

  beforeAll(async () => {
    a = await startTestPlatform({ postgres: true, withdrawalJobMs: false, depositJobMs: false, settlementJobMs: false, watchMerchants: false });
    clock = a.clock;
    b = (await startSecondProcess(a)).platform;
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const on = (p: RunningPlatform, at: number) => runSettlement({ stores: p.stores, clock, merchants: p.merchants }, { at });

  it('both processes settle the same hour at once, four times over: one row, one payment', async () => {
    const admin = await deskToken(a, 'admin01');
    const { top, mid } = await agentChain(a);
    const id = await deskSigned(a, admin, top, 'hourlySalary', [{ teamBetMinor: 1_000, activeMembers: 1, rate: 2 }]);
    const hour = Math.floor(clock.now() / HOUR) * HOUR;
    const players = [await playerBelow(a, top), await playerBelow(a, mid)];
    await seedRounds(a, players.flatMap((p, i) => [{ member: p, bet: 10_000 + i, win: 0, at: hour + 10 * MIN }, { member: p, bet: 5_000, win: 9_000, at: hour + 20 * MIN }]));
    const expected = Math.floor(((30_001) * 200) / 10_000); // 600.02 -> 600
    const before = await walletBalance(a, top.id);
    const at = hour + HOUR + MIN;
    const runs = await Promise.all([on(a.platform, at), on(b, at), on(a.platform, at), on(b, at)]);
    expect(runs.reduce((s, r) => s + r.recorded, 0)).toBe(1);
    expect(runs.reduce((s, r) => s + r.paid, 0)).toBe(1);
    expect(await walletBalance(a, top.id) - before).toBe(expected);
    // A re-run later changes nothing.
    await Promise.all([on(a.platform, at + HOUR / 2), on(b, at + HOUR / 2)]);
    expect(await walletBalance(a, top.id) - before).toBe(expected);
    const rows = await a.platform.db.query<{ state: string; amount: string }>('SELECT state, amount FROM contract_settlements WHERE contract_id = $1', [id]);
    expect(rows.map((r) => [r.state, Number(r.amount)])).toEqual([['disbursed', expected]]);
    const posted = await a.platform.db.query('SELECT id FROM ledger_transactions WHERE idempotency_key LIKE $1', [`settlement:${id}:%`]);
    expect(posted).toHaveLength(1);
    expect(await checkLedger(a.platform.db)).toMatchObject(HEALTHY);
  });

  it('a period recorded but not paid (a crash in between) is paid once by the next runs of either process', async () => {
    clock.advance(3 * HOUR);
    const admin = await deskToken(a, 'admin01');
    const { top } = await agentChain(a);
    const id = await deskSigned(a, admin, top, 'hourlySalary', [{ teamBetMinor: 1_000, activeMembers: 1, rate: 1 }]);
    const hour = Math.floor(clock.now() / HOUR) * HOUR;
    const p = await playerBelow(a, top);
    await seedRounds(a, [{ member: p, bet: 70_000, win: 0, at: hour + MIN }]);
    // As a run that died after recording: the row is pending, the cursor moved, no money moved.
    const c = (await a.platform.stores.settlements.contract('alpha', id))!;
    await a.platform.stores.settlements.record(c, hour, async () => ({
      rows: [{ periodStart: hour, periodEnd: hour + HOUR, validBetMinor: 70_000, profitLossMinor: 70_000, activeMembers: 1, rounds: 1, tier: 1, rate: 1, lossRate: null, profitRate: null, amountMinor: 700, state: 'pending', reason: null }],
      settledTo: hour + HOUR,
    }), hour + HOUR + MIN);
    const before = await walletBalance(a, top.id);
    const runs = await Promise.all([on(a.platform, hour + HOUR + 2 * MIN), on(b, hour + HOUR + 2 * MIN)]);
    expect(runs.reduce((s, r) => s + r.paid, 0)).toBe(1);
    expect(runs.reduce((s, r) => s + r.recorded, 0)).toBe(0);
    expect(await walletBalance(a, top.id) - before).toBe(700);
    expect(await on(b, hour + HOUR + 3 * MIN)).toMatchObject({ paid: 0 });
    expect(await checkLedger(a.platform.db)).toMatchObject(HEALTHY);
  });

  it('the desk pays a held settlement on both processes at once while both run the job: paid once, one notice; a rejected one never', async () => {
    clock.advance(3 * HOUR);
    const admin = await deskToken(a, 'admin01');
    const { top } = await agentChain(a);
    const id = await deskSigned(a, admin, top, 'hourlySalary', [{ teamBetMinor: 1_000, activeMembers: 1, rate: 1 }]);
    const hour = Math.floor(clock.now() / HOUR) * HOUR;
    // Two hours of 30,000,000 at 1%: 300,000 each, above alpha's 200,000 review threshold.
    const p = await playerBelow(a, top);
    await seedRounds(a, [{ member: p, bet: 30_000_000, win: 0, at: hour + MIN }, { member: p, bet: 30_000_000, win: 0, at: hour + HOUR + MIN }]);
    await Promise.all([on(a.platform, hour + 2 * HOUR + MIN), on(b, hour + 2 * HOUR + MIN)]);
    const rows = await a.platform.db.query<{ id: string; state: string; held: boolean }>('SELECT id, state, held FROM contract_settlements WHERE contract_id = $1 ORDER BY period_start', [id]);
    expect(rows.map((r) => [r.state, r.held])).toEqual([['pending', true], ['pending', true]]);
    const [paidId, rejectedId] = rows.map((r) => Number(r.id));
    const before = await walletBalance(a, top.id);
    const finance = await deskToken(a, 'finance01');
    const decide = (url: string, body: Record<string, unknown>) =>
      fetch(`${url}/wps/desk/settlements/decide`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${finance}`, merchant: 'alpha', 'x-forwarded-for': '10.9.9.9' }, body: JSON.stringify({ idempotencyKey: actionKey(), ...body }) })
        .then(async (r) => ({ status: r.status, body: await r.json() as { success: boolean; errorCode?: string } }));
    const at = hour + 2 * HOUR + 2 * MIN;
    const [first, second] = await Promise.all([
      decide(a.platform.url, { id: paidId, action: 'pay' }), decide(b.url, { id: paidId, action: 'pay' }), on(a.platform, at), on(b, at),
    ]);
    expect([first.body.success, second.body.success].sort()).toEqual([false, true]);
    expect([first, second].find((r) => !r.body.success)).toMatchObject({ status: 409, body: { errorCode: 'desk.state.changed' } });
    // The other: rejected on one process while the other pays it and both run the job.
    const [rejected, paidAfter] = await Promise.all([
      decide(b.url, { id: rejectedId, action: 'reject', reason: 'duplicate team' }), decide(a.platform.url, { id: rejectedId, action: 'pay' }), on(a.platform, at), on(b, at),
    ]);
    const winner = rejected.body.success ? 'rejected' : 'disbursed';
    expect([rejected.body.success, paidAfter.body.success].sort()).toEqual([false, true]);
    await Promise.all([on(a.platform, at + HOUR), on(b, at + HOUR)]);
    expect(await walletBalance(a, top.id) - before).toBe(winner === 'rejected' ? 300_000 : 600_000);
    const posted = await a.platform.db.query('SELECT id FROM ledger_transactions WHERE idempotency_key LIKE $1', [`settlement:${id}:%`]);
    expect(posted).toHaveLength(winner === 'rejected' ? 1 : 2);
    const notices = await a.platform.db.query<{ event: string }>("SELECT event FROM messages WHERE member_id = $1 AND event LIKE 'settlement.%' ORDER BY id", [top.id]);
    expect(notices.map((n) => n.event)).toEqual(['settlement.disbursed', winner === 'rejected' ? 'settlement.rejected' : 'settlement.disbursed']);
    expect(await checkLedger(a.platform.db)).toMatchObject(HEALTHY);
  });

  it('a process starting up settles at once what closed while none ran (its job runs at start, then every settlementJobMs)', async () => {
    clock.advance(3 * HOUR);
    const admin = await deskToken(a, 'admin01');
    const { top } = await agentChain(a);
    await deskSigned(a, admin, top, 'hourlySalary', [{ teamBetMinor: 1_000, activeMembers: 1, rate: 1 }]);
    const hour = Math.floor(clock.now() / HOUR) * HOUR;
    await seedRounds(a, [{ member: await playerBelow(a, top), bet: 90_000, win: 0, at: hour + MIN }]);
    clock.set(hour + HOUR + 2 * MIN);
    const before = await walletBalance(a, top.id);
    const c = await startSecondProcess(a, { settlementJobMs: 3_600_000 });
    try {
      await expect.poll(() => walletBalance(a, top.id), { timeout: 20_000 }).toBe(before + 900);
    } finally {
      await c.close();
    }
  });
});
