// Withdrawals at their edges: bad input and refused accounts each get an envelope with its code and
// move nothing; every call in the role matrix; 100 concurrent requests of 10 on a balance of 100
// (exactly 10 go through), on PGlite and on PostgreSQL.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, makeMerchantsDir, startTestPlatform, type TestPlatform } from './helpers.ts';
import { checkLedger, HEALTHY } from './ledger-helpers.ts';
import { DEFAULT_PASSWORD } from '../../src/platform/seed.ts';
import { balanceOf, call, desk, PDF_AS_PNG, PNG_PROOF, readyToWithdraw, setBalance, tokenOf, walletOf, withdraw } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

/** Alpha with no fee, no deposit and room for 1000 requests a day: only the balance limits. */
function plainMerchantsDir(): string {
  const dir = makeMerchantsDir();
  const file = join(dir, 'alpha', 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(config.constants.withdrawals, { minAmount: 1, dailyCount: 1000, penaltyRate: 0, fee: { percent: 0, fixedAmount: 0, minAmount: 0, maxAmount: 0 } });
  writeFileSync(file, JSON.stringify(config, null, 2));
  return dir;
}

// One platform for the input checks and the role matrix: each works on members of its own
// (member01 and empty01 there, player21 and player22 in the matrix; trial01 is refused in both).
describe('withdrawals on one platform', () => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await startTestPlatform({ withdrawalJobMs: false });
  }, 120_000);
  afterAll(async () => tp?.close());

  describe('withdrawal input and accounts', () => {
    let token: string;
    let accountId: number;
    let wallet: number;

    beforeAll(async () => {
      token = await tokenOf(tp, 'member01');
      accountId = await readyToWithdraw(tp, token);
      ({ wallet } = await walletOf(tp, 'member01'));
      await setBalance(tp, 'member01', 100_000);
    }, 120_000);

    const nothingMoved = async () => {
      expect(await balanceOf(tp, wallet)).toBe(100_000);
      expect((await call(tp, token, 'GET', '/wps/member/withdraw/list')).body.value.items).toEqual([]);
    };

    it.each([
      ['too many decimals', '600.123', 'amount.invalid'],
      ['negative', '-600', 'amount.invalid'],
      ['huge', '99999999999999999999999', 'amount.invalid'],
      ['not a number', '6e2', 'amount.invalid'],
      ['zero', '0', 'amount.invalid'],
      ['below the minimum', '499.99', 'withdraw.amount.range'],
      ['above the maximum', '25000.01', 'withdraw.amount.range'],
      ['above the balance', '20000', 'balance.insufficient'],
    ])('an amount %s is refused (%s → %s) and moves nothing', async (_name, amount, code) => {
      const response = await withdraw(tp, token, accountId, amount);
      expect(response.status).toBeLessThan(500);
      expectFailureEnvelope(response.body, code);
      await nothingMoved();
    });

    it('a wrong transaction password, an unknown payout account and a reused request key are refused', async () => {
      expectFailureEnvelope((await withdraw(tp, token, accountId, '600', { paymentPassword: 'Wrong@999' })).body, 'paymentPassword.invalid');
      expectFailureEnvelope((await withdraw(tp, token, 999_999, '600')).body, 'payoutAccount.invalid');
      await nothingMoved();
      const first = await withdraw(tp, token, accountId, '600', { requestKey: 'same-key-0001' });
      const again = await withdraw(tp, token, accountId, '600', { requestKey: 'same-key-0001' });
      expect(again.body.value.id).toBe(first.body.value.id);
      expectFailureEnvelope((await withdraw(tp, token, accountId, '700', { requestKey: 'same-key-0001' })).body, 'withdraw.key.conflict');
      expect(await balanceOf(tp, wallet)).toBe(100_000 - 60_000 - 3000);
      await desk(tp, first.body.value.id, 'reject');
      await nothingMovedAfterReject();
    });
    const nothingMovedAfterReject = async () => expect(await balanceOf(tp, wallet)).toBe(100_000);

    it('a proof that is a renamed PDF, or too large, is refused and the payout still awaits an answer', async () => {
      const id = (await withdraw(tp, token, accountId, '600')).body.value.id as number;
      await desk(tp, id, 'approve');
      await desk(tp, id, 'pay');
      expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'notReceived', proof: PDF_AS_PNG })).body, 'proof.invalid');
      const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_PROOF.split(',')[1]!, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
      expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'notReceived', proof: big })).body, 'proof.tooLarge');
      const detail = await call(tp, token, 'GET', `/wps/member/withdraw/detail?id=${id}`);
      expect(detail.body.value).toMatchObject({ hasProof: false, withdrawal: { confirmation: 'awaiting', status: 'transferring' } });
    });

    it('trial and forced-password-change accounts are refused and move nothing; a self-excluded one may withdraw', async () => {
      const trial = await tokenOf(tp, 'trial01', 'Trial@123');
      expectFailureEnvelope((await call(tp, trial, 'GET', '/wps/member/withdraw/info')).body, 'in_need_true_account');
      expectFailureEnvelope((await withdraw(tp, trial, accountId, '600')).body, 'in_need_true_account');
      // newbie01 still has the default password (alpha forces the change first).
      const newbie = await tokenOf(tp, 'newbie01', DEFAULT_PASSWORD);
      expectFailureEnvelope((await withdraw(tp, newbie, accountId, '600')).body, 'password.change.required');
      expectFailureEnvelope((await call(tp, newbie, 'POST', '/wps/member/paymentPassword', { password: 'Pay@12345', confirmPassword: 'Pay@12345' })).body, 'password.change.required');

      const excludedName = 'empty01';
      const excludedToken = await tokenOf(tp, excludedName);
      const excludedAccount = await readyToWithdraw(tp, excludedToken);
      await setBalance(tp, excludedName, 100_000);
      const excluded = await tp.platform.stores.members.findByUsername('alpha', excludedName);
      // A self-excluded member may still withdraw (GLI-19 A.3.8), under the same rules as anyone.
      await tp.platform.stores.protection.start(excluded!.id, 'selfExclusion', '6m', tp.clock.now() + 180 * 86_400_000, tp.clock.now());
      const made = await withdraw(tp, excludedToken, excludedAccount, '600');
      expect(made.body.success, JSON.stringify(made.body)).toBe(true);
      expect(await balanceOf(tp, (await walletOf(tp, excludedName)).wallet)).toBeLessThan(100_000);
    });
  });

  describe('withdrawal role matrix', () => {
    it('guest, trial, member, another member, agent, another merchant’s member', async () => {
      const member = await tokenOf(tp, 'player21');
      const accountId = await readyToWithdraw(tp, member);
      await setBalance(tp, 'player21', 100_000);
      const id = (await withdraw(tp, member, accountId, '600')).body.value.id as number;
      await desk(tp, id, 'approve');
      await desk(tp, id, 'pay');

      const trial = await tokenOf(tp, 'trial01', 'Trial@123');
      const otherMember = await tokenOf(tp, 'player22');
      const agent = await tokenOf(tp, 'agent01', 'Agent@123');
      const betaMember = await tokenOf(tp, 'member01', 'Member@123', 'beta');

      const reads: [string, string][] = [
        ['GET', '/wps/member/withdraw/info'], ['GET', '/wps/member/withdraw/list'], ['GET', '/wps/member/withdraw/security'], ['GET', '/wps/member/payoutAccounts'],
      ];
      for (const [method, path] of reads) {
        expectFailureEnvelope((await call(tp, null, method, path)).body, 'CUSTOMER_NOT_LOGIN');
        expectFailureEnvelope((await call(tp, trial, method, path)).body, 'in_need_true_account');
        expect((await call(tp, member, method, path)).body.success, path).toBe(true);
        expect((await call(tp, otherMember, method, path)).body.success, path).toBe(true);
        expect((await call(tp, agent, method, path)).body.success, path).toBe(true);
        expectFailureEnvelope((await call(tp, betaMember, method, path)).body, 'user.or.token.invalid');
      }
      // Another member's withdrawal and payout account are not there for them.
      expectFailureEnvelope((await call(tp, otherMember, 'GET', `/wps/member/withdraw/detail?id=${id}`)).body, 'withdraw.not.found');
      expectFailureEnvelope((await call(tp, otherMember, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'received' })).body, 'withdraw.not.found');
      expectFailureEnvelope((await call(tp, agent, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'received' })).body, 'withdraw.not.found');
      expectFailureEnvelope((await call(tp, otherMember, 'POST', '/wps/member/payoutAccounts/remove', { id: accountId, paymentPassword: 'Pay@12345' })).body, 'payoutAccount.invalid');
      expectFailureEnvelope((await call(tp, otherMember, 'POST', '/wps/member/withdraw', { amount: '600', payoutAccountId: accountId, paymentPassword: 'Pay@12345', requestKey: 'other-key-001' })).body, 'payoutAccount.invalid');
      // Another merchant's desk stand-in cannot reach it either.
      expectFailureEnvelope((await desk(tp, id, 'refund', {}, 'beta')).body, 'withdraw.not.found');
      // The agent withdraws like any real member.
      const agentAccount = await readyToWithdraw(tp, agent);
      await setBalance(tp, 'agent01', 100_000);
      expect((await withdraw(tp, agent, agentAccount, '600')).body.value.status).toBe('processing');
      expect((await call(tp, member, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'fullyReceived' })).body.value.status).toBe('success');
    });
  });
});

TestDatabases.describeEach('100 concurrent withdrawals', ({ id: kind }) => {
  // Alpha of its own (no fee, room for 1000 a day): a platform of its own.
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await startTestPlatform({ withdrawalJobMs: false, merchantsDir: plainMerchantsDir(), ...(kind === 'postgres' ? { postgres: true } : {}) });
  }, 120_000);
  afterAll(async () => tp.close());

  it('100 requests of 10 on a balance of 100: exactly 10 go through, the rest are balance.insufficient', async () => {
    const token = await tokenOf(tp, 'member01');
    const accountId = await readyToWithdraw(tp, token);
    await setBalance(tp, 'member01', 10_000);
    const { wallet, hold } = await walletOf(tp, 'member01');
    const answers = await Promise.all(Array.from({ length: 100 }, () => withdraw(tp, token, accountId, '10')));
    const codes = answers.map((a) => (a.body.success ? 'ok' : a.body.errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'balance.insufficient')).toHaveLength(90);
    expect([await balanceOf(tp, wallet), await balanceOf(tp, hold)]).toEqual([0, 10_000]);
    expect((await call(tp, token, 'GET', '/wps/member/withdraw/list')).body.value.items).toHaveLength(10);
    expect(await checkLedger(tp.platform.db)).toMatchObject(HEALTHY);
  }, 180_000);
});
