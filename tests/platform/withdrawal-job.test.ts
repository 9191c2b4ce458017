// The withdrawal job with a fake clock and two platform processes on one PostgreSQL database: an
// unanswered payout counts as received once (the deposit kept once), whichever process runs the
// job and however often; a request whose money movement was cut off by a crash is finished by it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFakeClock } from '../../src/platform/clock.ts';
import { defaultPolicy } from '../../src/platform/policy.ts';
import type { RunningPlatform } from '../../src/platform/server.ts';
import { runWithdrawalJob } from '../../src/platform/features/withdrawals/service.ts';
import { TestDatabases } from './test-databases.ts';
import { startSecondProcess, startTestPlatform, type TestPlatform } from './helpers.ts';
import { checkLedger, HEALTHY } from './ledger-helpers.ts';
import { balanceOf, call, desk, readyToWithdraw, setBalance, tokenOf, walletOf, withdraw } from './withdrawal-helpers.ts';


TestDatabases.describePostgres('withdrawal job on two platforms sharing PostgreSQL', () => {
  const clock = createFakeClock(Date.UTC(2026, 0, 1));
  let a: TestPlatform;
  let b: RunningPlatform;

  beforeAll(async () => {
    a = await startTestPlatform({ postgres: true, clock, withdrawalJobMs: false, watchMerchants: false });
    b = (await startSecondProcess(a)).platform;
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const jobOn = (p: RunningPlatform) => runWithdrawalJob({ stores: p.stores, clock, policy: defaultPolicy(), merchants: p.merchants });

  it('no answer within withdrawalConfirmMinutes counts as received once; the deposit is kept once', async () => {
    const token = await tokenOf(a, 'member01');
    const accountId = await readyToWithdraw(a, token);
    await setBalance(a, 'member01', 100_000);
    const { wallet, hold } = await walletOf(a, 'member01');
    const house = await a.platform.stores.ledger.account('alpha', 'house', null, 'BDT');
    const id = (await withdraw(a, token, accountId, '600')).body.value.id as number;
    await desk(a, id, 'approve');
    const paid = await desk(a, id, 'pay');
    const deadline = paid.body.value.confirmDeadline as number;
    expect(deadline).toBe(clock.now() + 1440 * 60_000);

    clock.set(deadline - 1);
    expect(await Promise.all([jobOn(a.platform), jobOn(b)])).toEqual([{ timedOut: 0, repaired: 0 }, { timedOut: 0, repaired: 0 }]);

    const houseBefore = await balanceOf(a, house);
    clock.set(deadline);
    const runs = await Promise.all([jobOn(a.platform), jobOn(b), jobOn(a.platform), jobOn(b)]);
    expect(runs.reduce((sum, r) => sum + r.timedOut, 0)).toBe(1);
    expect(await balanceOf(a, house) - houseBefore).toBe(3000);
    expect([await balanceOf(a, wallet), await balanceOf(a, hold)]).toEqual([37_000, 0]);

    const fresh = await tokenOf(a, 'member01');
    const detail = await call(a, fresh, 'GET', `/wps/member/withdraw/detail?id=${id}`);
    expect(detail.body.value.withdrawal).toMatchObject({ status: 'success', confirmation: 'timed_out' });
    expect(detail.body.value.events.filter((e: { event: string }) => e.event === 'timedOut')).toHaveLength(1);
    // Too late to answer now.
    expect((await call(a, fresh, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'received' })).body.errorCode).toBe('withdraw.state.invalid');
    expect(await checkLedger(a.platform.db)).toMatchObject(HEALTHY);
  });

  it('a request whose state changed but whose money did not (a crash in between) is finished by the job, once', async () => {
    await setBalance(a, 'member01', 100_000);
    const token = await tokenOf(a, 'member01');
    const accountId = await readyToWithdraw(a, token);
    const { wallet, hold } = await walletOf(a, 'member01');
    clock.advance(24 * 60 * 60_000);
    const fresh = await tokenOf(a, 'member01');
    const id = (await withdraw(a, fresh, accountId, '600')).body.value.id as number;
    // As if the process died right after writing "rejected": the holds are still held.
    await a.platform.db.query("UPDATE withdrawals SET status = 'audit_failure', updated_at = $2 WHERE id = $1", [id, clock.now()]);
    expect(await balanceOf(a, hold)).toBe(63_000);
    const runs = await Promise.all([jobOn(a.platform), jobOn(b)]);
    expect(runs.reduce((sum, r) => sum + r.repaired, 0)).toBeGreaterThanOrEqual(1);
    expect([await balanceOf(a, wallet), await balanceOf(a, hold)]).toEqual([100_000, 0]);
    expect(await jobOn(b)).toEqual({ timedOut: 0, repaired: 0 });
    expect(await checkLedger(a.platform.db)).toMatchObject(HEALTHY);
  });
});
