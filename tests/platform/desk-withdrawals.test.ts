// The desk's withdrawal queues: finance and admin list and decide (approve, reject, pay, refund,
// force received), support and members may not, another merchant's operator finds nothing. Each
// decision is audited with the request's state before and after and done once per key; a request
// someone else already moved answers desk.state.changed. Money: the member gets a refund back.
// Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { asRole, roleSet, ROLES } from './role-matrix.ts';
import { balanceOf, call, PNG_PROOF, readyToWithdraw, setBalance, tokenOf, walletOf, withdraw } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('desk withdrawals', ({ postgres }) => {
  let t: TestPlatform;
  const ops: Record<string, string> = {};
  let member = '';
  let accountId = 0;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false });
    for (const name of ['finance01', 'support01', 'admin01']) ops[name] = await deskToken(t, name);
    ops.betaFinance = await deskToken(t, 'finance01', 'beta');
    member = await tokenOf(t, 'member01');
    await setBalance(t, 'member01', 1_000_000);
    accountId = await readyToWithdraw(t, member);
  });
  afterAll(async () => t?.close());

  const decide = (who: string, id: number, action: string, key = actionKey(), extra: Record<string, unknown> = {}) =>
    t.raw('POST', '/wps/desk/withdrawals/decide', { token: ops[who], body: { id, action, idempotencyKey: key, ...extra } });
  const newRequest = async (amount = '600') => {
    const response = await withdraw(t, member, accountId, amount);
    expect(response.body.success, JSON.stringify(response.body)).toBe(true);
    return response.body.value.id as number;
  };

  it('who may list and decide: finance and admin; support, a member and another merchant may not', async () => {
    const id = await newRequest();
    for (const who of ['finance01', 'admin01']) {
      const list = await t.raw('GET', '/wps/desk/withdrawals?status=processing', { token: ops[who] });
      expect(list.body.value.items.map((r: { id: number }) => r.id)).toContain(id);
      expect(list.body.value.items.find((r: { id: number }) => r.id === id)).toMatchObject({ member: 'member01', status: 'processing', amountMinor: 60_000 });
    }
    expectFailureEnvelope((await t.raw('GET', '/wps/desk/withdrawals', { token: ops.support01 })).body, 'desk.role.forbidden');
    expectFailureEnvelope((await decide('support01', id, 'approve')).body, 'desk.role.forbidden');
    const asMember = await t.raw('POST', '/wps/desk/withdrawals/decide', { token: member, body: { id, action: 'approve', idempotencyKey: actionKey() } });
    expect(asMember.body.success).toBe(false);
    expect((await t.raw('GET', '/wps/desk/withdrawals', { token: ops.betaFinance, merchant: 'beta' })).body.value.items).toEqual([]);
    expectFailureEnvelope((await t.raw('POST', '/wps/desk/withdrawals/decide', { token: ops.betaFinance, merchant: 'beta', body: { id, action: 'approve', idempotencyKey: actionKey() } })).body, 'withdraw.not.found');
    expect((await t.platform.stores.withdrawals.find('alpha', id))?.status).toBe('processing');
  });

  it('approve then pay, each audited with before and after, once per key', async () => {
    const id = await newRequest();
    const key = actionKey();
    const first = await decide('finance01', id, 'approve', key);
    expect(first.body.value).toEqual({ id, status: 'transferring', confirmation: null, replayed: false });
    expect((await decide('finance01', id, 'approve', key)).body.value.replayed).toBe(true);
    expectFailureEnvelope((await decide('finance01', id, 'reject', key)).body, 'desk.key.reused');
    // The same approval from another tab (a new key) is told it was already done, and audits nothing.
    expectFailureEnvelope((await decide('admin01', id, 'approve')).body, 'desk.state.changed');
    const paid = await decide('finance01', id, 'pay');
    expect(paid.body.value).toMatchObject({ status: 'transferring', confirmation: 'awaiting' });
    const audit = await t.raw('GET', `/wps/desk/audit?target=withdrawal:${id}`, { token: ops.admin01 });
    const entries = audit.body.value.items as { action: string; operator: string; before: { status: string }; after: { status: string; confirmation: string | null } }[];
    expect(entries.map((e) => e.action).sort()).toEqual(['withdrawal.approve', 'withdrawal.pay']);
    const approve = entries.find((e) => e.action === 'withdrawal.approve')!;
    expect(approve).toMatchObject({ operator: 'finance01', before: { status: 'processing' }, after: { status: 'transferring' } });
    // A second operator deciding what was already moved on.
    expectFailureEnvelope((await decide('admin01', id, 'reject')).body, 'desk.state.changed');
  });

  it('pays in parts: what the operator says was sent now, then the rest; never more than remains', async () => {
    // Another member: member01's requests today are for the other tests (three a day).
    const player = await tokenOf(t, 'player21');
    await setBalance(t, 'player21', 1_000_000);
    const made = await withdraw(t, player, await readyToWithdraw(t, player), '600');
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const id = made.body.value.id as number;
    await decide('finance01', id, 'approve');
    const before = (await t.platform.stores.withdrawals.find('alpha', id))!;
    const net = before.amount - before.fee;
    expectFailureEnvelope((await decide('finance01', id, 'pay', actionKey(), { paidAmount: '0' })).body, 'amount.invalid');
    expectFailureEnvelope((await decide('finance01', id, 'pay', actionKey(), { paidAmount: '100.001' })).body, 'amount.invalid');
    expectFailureEnvelope((await decide('finance01', id, 'pay', actionKey(), { paidAmount: String(net / 100 + 1) })).body, 'amount.invalid');
    expect((await t.platform.stores.withdrawals.find('alpha', id))?.paidAmount).toBe(0);
    const part = await decide('finance01', id, 'pay', actionKey(), { paidAmount: '250.50' });
    expect(part.body.value).toMatchObject({ status: 'transferring', confirmation: 'awaiting', replayed: false });
    expect((await t.platform.stores.withdrawals.find('alpha', id))?.paidAmount).toBe(25_050);
    // The member sees what arrived and what is still to come.
    const detail = await call(t, player, 'GET', `/wps/member/withdraw/detail?id=${id}`);
    expect(detail.body.value.withdrawal).toMatchObject({ paidMinor: 25_050, remainingMinor: net - 25_050 });
    expectFailureEnvelope((await decide('finance01', id, 'pay', actionKey(), { paidAmount: String((net - 25_050) / 100 + 1) })).body, 'amount.invalid');
    await decide('finance01', id, 'pay');
    expect((await t.platform.stores.withdrawals.find('alpha', id))?.paidAmount).toBe(net);
    // Fully paid: another pay is refused and changes nothing.
    expectFailureEnvelope((await decide('finance01', id, 'pay')).body, 'desk.state.changed');
    expect((await t.platform.stores.withdrawals.find('alpha', id))?.paidAmount).toBe(net);
  });

  it('a dispute refunded from the disputes queue gives the member the amount back', async () => {
    const { wallet } = await walletOf(t, 'member01');
    const id = await newRequest('1000');
    await decide('finance01', id, 'approve');
    await decide('finance01', id, 'pay');
    const answered = await call(t, member, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'notReceived', proof: PNG_PROOF });
    expect(answered.body.value.status).toBe('disputed');
    const disputes = await t.raw('GET', '/wps/desk/withdrawals?status=disputed', { token: ops.finance01 });
    expect(disputes.body.value.items.find((r: { id: number }) => r.id === id)).toMatchObject({ hasProof: true, confirmation: 'not_received' });
    const before = await balanceOf(t, wallet);
    const refunded = await decide('finance01', id, 'refund', actionKey(), { remark: 'Payout bounced' });
    expect(refunded.body.value).toMatchObject({ status: 'failed', confirmation: 'refunded' });
    // The amount and the security deposit come back to the wallet.
    expect(await balanceOf(t, wallet)).toBe(before + 100_000 + 5_000);
    const detail = await call(t, member, 'GET', `/wps/member/withdraw/detail?id=${id}`);
    expect(detail.body.value.events.at(-1)).toMatchObject({ actor: 'operator', event: 'refund', note: 'Payout bounced' });
  });

  it("the dispute's proof: finance and admin see the member's image; support, every member role and another merchant's desk get the envelope", async () => {
    // Another member: member01's three requests a day are for the other tests.
    const player = await tokenOf(t, 'player22');
    await setBalance(t, 'player22', 1_000_000);
    const made = await withdraw(t, player, await readyToWithdraw(t, player), '500');
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const id = made.body.value.id as number;
    await decide('finance01', id, 'approve');
    await decide('finance01', id, 'pay');
    const path = `/wps/desk/withdrawals/proof?id=${id}`;
    // Before the member answers there is no proof to show.
    expectFailureEnvelope((await t.raw('GET', path, { token: ops.finance01 })).body, 'withdraw.not.found');
    await call(t, player, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'notReceived', proof: PNG_PROOF });
    for (const who of ['finance01', 'admin01']) {
      expect((await t.raw('GET', path, { token: ops[who] })).body.value).toEqual({ id, mime: 'image/png', base64: PNG_PROOF.split(',')[1] });
    }
    expectFailureEnvelope((await t.raw('GET', path, { token: ops.support01 })).body, 'desk.role.forbidden');
    expectFailureEnvelope((await t.raw('GET', `/wps/desk/withdrawals/proof?id=${id}`, { token: ops.betaFinance, merchant: 'beta' })).body, 'withdraw.not.found');
    expectFailureEnvelope((await t.raw('GET', '/wps/desk/withdrawals/proof?id=abc', { token: ops.finance01 })).body, 'validation.failed');
    expectFailureEnvelope((await t.raw('GET', '/wps/desk/withdrawals/proof?id=999999', { token: ops.finance01 })).body, 'withdraw.not.found');
    // The member who sent it, and every other kind of member or guest, is not the desk.
    expect((await t.raw('GET', path, { token: player })).body.success).toBe(false);
    const roles = await roleSet(t);
    for (const role of ROLES) {
      const res = await asRole(t, roles, role, 'GET', path);
      expectFailureEnvelope(res.body);
      expect(res.status, role).toBeLessThan(500);
    }
  });

  it('force received closes a dispute as a success', async () => {
    // The merchant allows 3 requests a day: the next day, with a new session.
    t.clock.advance(24 * 60 * 60_000);
    member = await tokenOf(t, 'member01');
    for (const name of ['finance01', 'admin01']) ops[name] = await deskToken(t, name);
    const id = await newRequest();
    await decide('admin01', id, 'approve');
    await decide('admin01', id, 'pay');
    await call(t, member, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'notReceived', proof: PNG_PROOF });
    expect((await decide('finance01', id, 'forceReceived')).body.value).toMatchObject({ status: 'success', confirmation: 'forced_received' });
    expectFailureEnvelope((await decide('finance01', id, 'refund')).body, 'desk.state.changed');
  });
});
