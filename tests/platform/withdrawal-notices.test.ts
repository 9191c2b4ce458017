// Every change to a withdrawal the member did not make reaches the inbox and the live stream:
// approved, paid out (each part), a dispute refunded or closed as received by the desk, and a
// confirmation window that ran out. The member's own answers (received, not received) send
// nothing. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestDatabases } from './test-databases.ts';
import { startTestPlatform, type TestPlatform } from './helpers.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { call, PNG_PROOF, readyToWithdraw, setBalance, tokenOf, walletOf, withdraw } from './withdrawal-helpers.ts';
import { LOCAL_IP } from './accounts.ts';

type Frame = { kind: string; notification?: { event: string; params: { orderNo: string; amountMinor: number } } };

TestDatabases.describeEach('withdrawal notices', ({ postgres }) => {
  let t: TestPlatform;
  let finance = '';
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    finance = await deskToken(t, 'finance01');
  }, 300_000);
  afterAll(async () => t?.close());

  const decide = async (id: number, action: string, extra: Record<string, unknown> = {}) => {
    const res = await t.raw('POST', '/wps/desk/withdrawals/decide', { token: finance, body: { id, action, idempotencyKey: actionKey(), ...extra } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  };
  const answer = async (token: string, id: number, what: string) => {
    const res = await call(t, token, 'POST', '/wps/member/withdraw/confirm', { id, answer: what, ...(what === 'notReceived' ? { proof: PNG_PROOF } : {}) });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  };
  /** The member's withdrawal messages in the inbox, oldest first. */
  const inbox = async (username: string, id: number) => {
    const { memberId } = await walletOf(t, username);
    const rows = await t.platform.db.query<{ event: string; params: { orderNo: string; amountMinor: number } | string }>(
      `SELECT event, params FROM messages WHERE member_id = $1 AND event LIKE 'withdrawal.%' ORDER BY id`, [memberId]);
    return rows.map((r) => ({ event: r.event, ...(typeof r.params === 'string' ? JSON.parse(r.params) : r.params) }))
      .filter((m: { orderNo: string }) => m.orderNo === `W${id}`).map((m: { event: string; amountMinor: number }) => [m.event, m.amountMinor]);
  };
  /** A member with money, ready to withdraw, and a live stream collecting its frames. */
  async function member(username: string) {
    const token = await tokenOf(t, username);
    await setBalance(t, username, 1_000_000);
    const accountId = await readyToWithdraw(t, token);
    const frames: Frame[] = [];
    const controller = new AbortController();
    void t.client({ ip: LOCAL_IP, token: () => token }).stream('notificationStream', (frame) => frames.push(frame as Frame), controller.signal).catch(() => undefined);
    await expect.poll(() => frames.some((f) => f.kind === 'ready')).toBe(true);
    const request = async (amount: string) => {
      const made = await withdraw(t, token, accountId, amount);
      expect(made.body.success, JSON.stringify(made.body)).toBe(true);
      return made.body.value.id as number;
    };
    const streamed = (id: number) => frames.filter((f) => f.notification?.params.orderNo === `W${id}`).map((f) => [f.notification!.event, f.notification!.params.amountMinor]);
    return { token, request, streamed, close: () => controller.abort() };
  }

  it('tells the member of the approval, each payout, and a dispute the desk refunded', async () => {
    const m = await member('member01');
    const id = await m.request('600');
    const w = (await t.platform.stores.withdrawals.find('alpha', id))!;
    await decide(id, 'approve');
    await decide(id, 'pay', { paidAmount: '100' });
    await decide(id, 'pay');
    await answer(m.token, id, 'notReceived');
    await decide(id, 'refund', { remark: 'Payout bounced' });
    const expected = [['withdrawal.approved', w.amount], ['withdrawal.paid', 10_000], ['withdrawal.paid', w.amount - w.fee], ['withdrawal.refunded', w.amount]];
    expect(await inbox('member01', id)).toEqual(expected);
    await expect.poll(() => m.streamed(id)).toEqual(expected);
    m.close();
  });

  it('tells the member when the desk closes a dispute as received', async () => {
    const m = await member('player21');
    const id = await m.request('600');
    const w = (await t.platform.stores.withdrawals.find('alpha', id))!;
    await decide(id, 'approve');
    await decide(id, 'pay');
    await answer(m.token, id, 'notReceived');
    await decide(id, 'forceReceived');
    const expected = [['withdrawal.approved', w.amount], ['withdrawal.paid', w.amount - w.fee], ['withdrawal.forcedReceived', w.amount - w.fee]];
    expect(await inbox('player21', id)).toEqual(expected);
    await expect.poll(() => m.streamed(id)).toEqual(expected);
    m.close();
  });

  it('tells the member when an unanswered payout is counted as received', async () => {
    const m = await member('player22');
    const id = await m.request('600');
    const w = (await t.platform.stores.withdrawals.find('alpha', id))!;
    await decide(id, 'approve');
    await decide(id, 'pay');
    // Past the merchant's confirmation window (withdrawalConfirmMinutes, a day for alpha).
    t.clock.advance(25 * 60 * 60_000);
    const job = await t.raw('POST', '/dev/withdrawals/job', { body: {} });
    expect(job.body.success, JSON.stringify(job.body)).toBe(true);
    expect(job.body.value.timedOut, JSON.stringify(job.body)).toBeGreaterThanOrEqual(1);
    const expected = [['withdrawal.approved', w.amount], ['withdrawal.paid', w.amount - w.fee], ['withdrawal.timedOut', w.amount - w.fee]];
    expect(await inbox('player22', id)).toEqual(expected);
    m.close();
  });
});
