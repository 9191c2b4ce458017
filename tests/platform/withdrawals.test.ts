// Withdrawals through the platform: transaction password, payout accounts, a request that holds
// the amount and its security deposit at once, the desk's idempotent decisions, the member's
// confirmation (received / not received with proof / fully received) and the money each moves.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { checkLedger, HEALTHY } from './ledger-helpers.ts';
import {
  balanceOf, call, desk, PAY_PASSWORD, PNG_PROOF, readyToWithdraw, REAL_NAME, setBalance, tokenOf, walletOf, withdraw,
} from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('withdrawals', ({ postgres }) => {
  let tp: TestPlatform;
  let token: string;
  let wallet: number;
  let holdAccount: number;

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, withdrawalJobMs: false });
    token = await tokenOf(tp, 'member01');
    ({ wallet, hold: holdAccount } = await walletOf(tp, 'member01'));
    await setBalance(tp, 'member01', 100_000);
  }, 120_000);
  afterAll(async () => tp.close());

  it('the transaction password: set once, changed with the old one, reset by an SMS code', async () => {
    const before = await call(tp, token, 'GET', '/wps/member/withdraw/security');
    expect(before.body.value).toMatchObject({ paymentPasswordSet: false, payoutAccountCount: 0, payoutAccountMax: 3 });
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/paymentPassword', { password: 'abc', confirmPassword: 'abc' })).body, 'paymentPassword.format');
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/paymentPassword', { password: 'Member@123', confirmPassword: 'Member@123' })).body, 'paymentPassword.sameAsLogin');
    expect((await call(tp, token, 'POST', '/wps/member/paymentPassword', { password: 'First@111', confirmPassword: 'First@111' })).body.success).toBe(true);
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/paymentPassword', { password: 'Other@111', confirmPassword: 'Other@111' })).body, 'paymentPassword.exists');
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/paymentPassword/change', { oldPassword: 'Wrong@111', newPassword: 'Second@22', confirmPassword: 'Second@22' })).body, 'paymentPassword.invalid');
    expect((await call(tp, token, 'POST', '/wps/member/paymentPassword/change', { oldPassword: 'First@111', newPassword: 'Second@22', confirmPassword: 'Second@22' })).body.success).toBe(true);

    const sms = await call(tp, token, 'POST', '/wps/member/paymentPassword/sms', {});
    expect(sms.body.value.expiredMinutes).toBeGreaterThan(0);
    const member = await tp.platform.stores.members.findByUsername('alpha', 'member01');
    const code = await tp.smsCode(member!.mobile!, 'paymentPassword');
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/paymentPassword/reset', { verificationCode: '000000x', newPassword: PAY_PASSWORD, confirmPassword: PAY_PASSWORD })).body, 'sms.code.invalid');
    expect((await call(tp, token, 'POST', '/wps/member/paymentPassword/reset', { verificationCode: code, newPassword: PAY_PASSWORD, confirmPassword: PAY_PASSWORD })).body.success).toBe(true);
    expect((await call(tp, token, 'GET', '/wps/member/withdraw/security')).body.value.paymentPasswordSet).toBe(true);
  });

  it('payout accounts: the holder is the real name, at most the merchant maximum, removal needs the transaction password', async () => {
    const add = (accountNumber: string, holderName = REAL_NAME, provider = 'bkash') => call(tp, token, 'POST', '/wps/member/payoutAccounts', { provider, accountNumber, holderName });
    const first = await add('01711111111');
    expect(first.body.value).toMatchObject({ provider: 'bkash', providerName: 'bKash', kind: 'ewallet', accountNumberMasked: '*******1111', holderName: REAL_NAME });
    expectFailureEnvelope((await add('01722222222', 'Someone Else')).body, 'payoutAccount.name.mismatch');
    expectFailureEnvelope((await add('01711111111')).body, 'payoutAccount.duplicate');
    expectFailureEnvelope((await add('12')).body, 'payoutAccount.number.invalid');
    expectFailureEnvelope((await add('01733333333', REAL_NAME, 'paypal')).body, 'payoutAccount.provider.invalid');
    expect((await add('01722222222', '  rahim   UDDIN ')).body.success).toBe(true);
    expect((await add('1234567890', REAL_NAME, 'bank')).body.success).toBe(true);
    expectFailureEnvelope((await add('01744444444')).body, 'payoutAccount.limit');
    const third = (await call(tp, token, 'GET', '/wps/member/payoutAccounts')).body.value.accounts[2].id;
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/payoutAccounts/remove', { id: third, paymentPassword: 'Wrong@999' })).body, 'paymentPassword.invalid');
    expect((await call(tp, token, 'POST', '/wps/member/payoutAccounts/remove', { id: third, paymentPassword: PAY_PASSWORD })).body.success).toBe(true);
    expect((await call(tp, token, 'GET', '/wps/member/withdraw/security')).body.value).toMatchObject({ payoutAccountCount: 2, realName: REAL_NAME });
  });

  it('a request holds the amount and the security deposit at once; approve, pay, received returns the deposit', async () => {
    const accountId = await readyToWithdraw(tp, token);
    const info = await call(tp, token, 'GET', '/wps/member/withdraw/info');
    expect(info.body.value).toMatchObject({ balanceMinor: 100_000, minMinor: 50_000, maxMinor: 2_500_000, blockedReason: null, penaltyRate: 0.05 });
    const asked = await withdraw(tp, token, accountId, '600');
    expect(asked.body.value).toMatchObject({ status: 'processing', amountMinor: 60_000, feeMinor: 1000, securityDepositMinor: 3000, confirmation: null });
    expect([await balanceOf(tp, wallet), await balanceOf(tp, holdAccount)]).toEqual([37_000, 63_000]);
    const id = asked.body.value.id as number;

    expect((await desk(tp, id, 'approve')).body.value.status).toBe('transferring');
    expect((await desk(tp, id, 'approve')).body.value.status).toBe('transferring');
    expectFailureEnvelope((await desk(tp, id, 'reject')).body, 'withdraw.state.invalid');
    const paid = await desk(tp, id, 'pay');
    expect(paid.body.value).toMatchObject({ confirmation: 'awaiting', paidMinor: 59_000, remainingMinor: 0 });
    expect(paid.body.value.confirmDeadline).toBe(tp.clock.now() + 1440 * 60_000);
    expect((await desk(tp, id, 'pay')).body.value.paidMinor).toBe(59_000);
    expect(await balanceOf(tp, holdAccount)).toBe(3000);

    const done = await call(tp, token, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'received' });
    expect(done.body.value).toMatchObject({ status: 'success', confirmation: 'received' });
    expect([await balanceOf(tp, wallet), await balanceOf(tp, holdAccount)]).toEqual([40_000, 0]);
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'received' })).body, 'withdraw.state.invalid');
    const unread = await call(tp, token, 'GET', '/wps/relay/CSP_unreadCount');
    expect(unread.body.success).toBe(true);
    expect(await checkLedger(tp.platform.db)).toMatchObject(HEALTHY);
  });

  it('not received opens a dispute with a readable timeline; the desk refunds it all, deposit included', async () => {
    await setBalance(tp, 'member01', 100_000);
    const accountId = await readyToWithdraw(tp, token);
    const id = (await withdraw(tp, token, accountId, '500')).body.value.id as number;
    await desk(tp, id, 'approve');
    await desk(tp, id, 'pay');
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'notReceived' })).body, 'proof.required');
    const disputed = await call(tp, token, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'notReceived', proof: PNG_PROOF });
    expect(disputed.body.value).toMatchObject({ status: 'disputed', confirmation: 'not_received' });
    const refunded = await desk(tp, id, 'refund', { remark: 'Payout bounced' });
    expect(refunded.body.value).toMatchObject({ status: 'failed', confirmation: 'refunded' });
    expect((await desk(tp, id, 'refund')).body.value.status).toBe('failed');
    expect([await balanceOf(tp, wallet), await balanceOf(tp, holdAccount)]).toEqual([100_000, 0]);
    const detail = await call(tp, token, 'GET', `/wps/member/withdraw/detail?id=${id}`);
    expect(detail.body.value.hasProof).toBe(true);
    expect(detail.body.value.events.map((e: { actor: string; event: string }) => `${e.actor}:${e.event}`)).toEqual([
      'member:requested', 'operator:approve', 'operator:pay', 'member:notReceived', 'operator:refund',
    ]);
    expect(await checkLedger(tp.platform.db)).toMatchObject(HEALTHY);
  });

  it('forced received keeps the deposit; a rejected request returns everything and is not counted; the daily count holds', async () => {
    await setBalance(tp, 'member01', 205_000);
    const accountId = await readyToWithdraw(tp, token);
    // Two requests so far today (tests above), but the refunded dispute gave everything back and
    // does not count: these are the second and third, and the last.
    const id = (await withdraw(tp, token, accountId, '500')).body.value.id as number;
    const third = (await withdraw(tp, token, accountId, '500')).body.value.id as number;
    expectFailureEnvelope((await withdraw(tp, token, accountId, '500')).body, 'withdraw.daily.limit');
    expect((await call(tp, token, 'GET', '/wps/member/withdraw/info')).body.value.usedToday).toBe(3);
    // Refused in the desk: it gives everything back and no longer counts.
    expect((await desk(tp, third, 'reject')).body.value.status).toBe('audit_failure');
    expect((await call(tp, token, 'GET', '/wps/member/withdraw/info')).body.value.usedToday).toBe(2);
    await desk(tp, id, 'approve');
    await desk(tp, id, 'pay', { paidMinor: 20_000 });
    const partial = await call(tp, token, 'GET', `/wps/member/withdraw/detail?id=${id}`);
    expect(partial.body.value.withdrawal).toMatchObject({ paidMinor: 20_000, remainingMinor: 29_000 });
    await call(tp, token, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'notReceived', proof: PNG_PROOF });
    expect((await desk(tp, id, 'forceReceived')).body.value).toMatchObject({ status: 'success', confirmation: 'forced_received' });
    // 50,000 paid out and 2,500 of deposit kept (the refused third came back whole).
    expect([await balanceOf(tp, wallet), await balanceOf(tp, holdAccount)]).toEqual([152_500, 0]);

    tp.clock.advance(24 * 60 * 60_000);
    token = await tokenOf(tp, 'member01');
    await setBalance(tp, 'member01', 100_000);
    const rejected = (await withdraw(tp, token, accountId, '500')).body.value.id as number;
    expect((await desk(tp, rejected, 'reject', { remark: 'ID check' })).body.value.status).toBe('audit_failure');
    expect((await desk(tp, rejected, 'reject')).body.value.status).toBe('audit_failure');
    expectFailureEnvelope((await desk(tp, rejected, 'approve')).body, 'withdraw.state.invalid');
    expect([await balanceOf(tp, wallet), await balanceOf(tp, holdAccount)]).toEqual([100_000, 0]);
    // A refused request gave everything back: it does not use one of the day's withdrawals.
    expect((await call(tp, token, 'GET', '/wps/member/withdraw/info')).body.value.usedToday).toBe(0);
    expect(await checkLedger(tp.platform.db)).toMatchObject(HEALTHY);
  });
});
