// Deposit limits (UKGC RTS 12): 24-hour, 7-day and monthly limits; a lower one applies at once, a
// higher one (or a removal) only after 24 hours and the member's confirmation then (a fake clock),
// and is shown as pending until then; a provider or a
// manual deposit that would pass a limit is refused with the period's code and the remaining
// amount, and creates nothing; two requests at once are counted together; the role matrix.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { call, PNG_PROOF } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const RETURN = 'http://alpha.localhost/member?page=depositv2';
const HOUR = 3_600_000;

TestDatabases.describeEach('deposit limits', ({ postgres }) => {
  let tp: TestPlatform;
  const key = () => `lim-${randomBytes(6).toString('hex')}`;
  const provider = (token: string, amount: string) => call(tp, token, 'POST', '/wps/member/deposit', { channel: 'bkash', amount, requestKey: key(), returnUrl: RETURN });
  const manual = (token: string, amount: string) =>
    call(tp, token, 'POST', '/wps/member/deposit/manual', { channel: 'bank', amount, reference: 'REF 1234', receipt: PNG_PROOF, requestKey: key() });
  const setLimit = (token: string, period: string, amount: string | null) => call(tp, token, 'POST', '/wps/member/deposit/limits', { period, amount });
  const confirm = (token: string, period: string) => call(tp, token, 'POST', '/wps/member/deposit/limits/confirm', { period });
  const limits = async (token: string) => (await call(tp, token, 'GET', '/wps/member/deposit/limits')).body.value.limits as { period: string; limitMinor: number | null; pendingMinor: number | null; pendingFrom: number | null; confirmable: boolean; usedMinor: number; remainingMinor: number | null }[];
  const limitOf = async (token: string, period: string) => (await limits(token)).find((l) => l.period === period)!;
  /** A fresh member's session; `again()` signs in anew after the fake clock has outrun the session. */
  async function freshMember() {
    const account = await newAccount(tp);
    return { token: await tokenOf(tp, account), again: () => tokenOf(tp, account) };
  }
  const fresh = async () => (await freshMember()).token;
  const countDeposits = async (token: string) => (await call(tp, token, 'GET', '/wps/member/deposit/list')).body.value.items.length as number;

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
  }, 120_000);
  afterAll(async () => tp?.close());

  it('no limits at first; a first limit and a lower one apply at once', async () => {
    const token = await fresh();
    expect((await limits(token)).map((l) => [l.period, l.limitMinor, l.remainingMinor])).toEqual([['day', null, null], ['week', null, null], ['month', null, null]]);
    const set = await setLimit(token, 'day', '2000');
    expect(set.body.value.change).toBe('now');
    expect(await limitOf(token, 'day')).toMatchObject({ limitMinor: 200_000, pendingMinor: null, pendingFrom: null, usedMinor: 0, remainingMinor: 200_000 });
    expect((await setLimit(token, 'day', '1500')).body.value.change).toBe('now');
    expect((await limitOf(token, 'day')).limitMinor).toBe(150_000);
  });

  it('a raise waits 24 hours and then the member\'s confirmation; the old limit holds meanwhile; a lower one drops the wait', async () => {
    const member = await freshMember();
    let token = member.token;
    await setLimit(token, 'week', '1000');
    const raised = await setLimit(token, 'week', '5000');
    expect(raised.body.value.change).toBe('pending');
    const from = tp.clock.now() + 24 * HOUR;
    expect(await limitOf(token, 'week')).toMatchObject({ limitMinor: 100_000, pendingMinor: 500_000, pendingFrom: from, confirmable: false });
    expectFailureEnvelope((await provider(token, '1200')).body, 'deposit.limit.week');
    tp.clock.advance(23 * HOUR);
    token = await member.again();
    expectFailureEnvelope((await provider(token, '1200')).body, 'deposit.limit.week');
    // Too early to confirm: refused with the time it may be confirmed from.
    const early = await confirm(token, 'week');
    expectFailureEnvelope(early.body, 'limit.confirm.early');
    expect(early.body.value).toEqual({ from });
    tp.clock.advance(HOUR);
    token = await member.again();
    // 24 hours on, the raise still waits for the member: the old limit holds until they confirm.
    expect(await limitOf(token, 'week')).toMatchObject({ limitMinor: 100_000, pendingMinor: 500_000, pendingFrom: from, confirmable: true });
    expectFailureEnvelope((await provider(token, '1200')).body, 'deposit.limit.week');
    tp.clock.advance(3 * 24 * HOUR);
    token = await member.again();
    expect((await limitOf(token, 'week')).limitMinor).toBe(100_000);
    const confirmed = await confirm(token, 'week');
    expect(confirmed.body.success, JSON.stringify(confirmed.body)).toBe(true);
    expect(await limitOf(token, 'week')).toMatchObject({ limitMinor: 500_000, pendingMinor: null, pendingFrom: null, confirmable: false });
    expect((await provider(token, '1200')).body.success).toBe(true);
    // Nothing left to confirm.
    expectFailureEnvelope((await confirm(token, 'week')).body, 'limit.confirm.none');
    // A raise then a cut: the cut is at once and the raise is gone.
    await setLimit(token, 'week', '9000');
    expect((await setLimit(token, 'week', '2000')).body.value.change).toBe('now');
    expect(await limitOf(token, 'week')).toMatchObject({ limitMinor: 200_000, pendingMinor: null, pendingFrom: null });
  });

  it('removing a limit waits 24 hours and the confirmation too', async () => {
    const member = await freshMember();
    let token = member.token;
    await setLimit(token, 'month', '3000');
    expect((await setLimit(token, 'month', null)).body.value.change).toBe('pending');
    expect(await limitOf(token, 'month')).toMatchObject({ limitMinor: 300_000, pendingMinor: null, pendingFrom: tp.clock.now() + 24 * HOUR });
    tp.clock.advance(24 * HOUR + 1);
    token = await member.again();
    expect(await limitOf(token, 'month')).toMatchObject({ limitMinor: 300_000, confirmable: true });
    expect((await confirm(token, 'month')).body.success).toBe(true);
    expect(await limitOf(token, 'month')).toMatchObject({ limitMinor: null, pendingFrom: null, remainingMinor: null });
  });

  it('refuses provider and manual deposits that would pass a limit, with the remaining amount, creating nothing', async () => {
    const member = await freshMember();
    let token = member.token;
    await setLimit(token, 'day', '1500');
    const firstAt = tp.clock.now();
    expect((await provider(token, '1000')).body.success).toBe(true);
    tp.clock.advance(HOUR);
    token = await member.again();
    expect(await limitOf(token, 'day')).toMatchObject({ usedMinor: 100_000, remainingMinor: 50_000 });
    const before = await countDeposits(token);
    const refused = await provider(token, '600');
    expectFailureEnvelope(refused.body, 'deposit.limit.day');
    // It names the limit and when it resets: 24 hours after the deposit that fills it.
    expect(refused.body.value).toMatchObject({ period: 'day', limitMinor: 150_000, remainingMinor: 50_000, remaining: '৳500.00', resetsAt: firstAt + 24 * HOUR });
    const refusedManual = await manual(token, '600');
    expectFailureEnvelope(refusedManual.body, 'deposit.limit.day');
    expect(refusedManual.body.value.remainingMinor).toBe(50_000);
    expect(await countDeposits(token)).toBe(before);
    // Exactly the rest is allowed; after 24 hours the window is empty again.
    expect((await manual(token, '500')).body.value.deposit.status).toBe('pending');
    expectFailureEnvelope((await provider(token, '100')).body, 'deposit.limit.day');
    tp.clock.advance(23 * HOUR + 1);
    token = await member.again();
    expect((await provider(token, '1000')).body.success).toBe(true);
  });

  it('the lowest limit decides: a monthly limit below the daily one refuses first', async () => {
    const token = await fresh();
    await setLimit(token, 'day', '5000');
    await setLimit(token, 'month', '800');
    const refused = await provider(token, '1000');
    expectFailureEnvelope(refused.body, 'deposit.limit.month');
    expect(refused.body.value.remainingMinor).toBe(80_000);
  });

  it('two deposits at once are counted together', async () => {
    const token = await fresh();
    await setLimit(token, 'day', '1000');
    const results = await Promise.all([provider(token, '600'), provider(token, '600'), provider(token, '600')]);
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    for (const r of results.filter((x) => !x.body.success)) expectFailureEnvelope(r.body, 'deposit.limit.day');
  });

  it('bad limits are refused with the envelope and change nothing', async () => {
    const token = await fresh();
    await setLimit(token, 'day', '1000');
    for (const amount of ['0', '-5', '1.234', 'abc', '99999999999999999999']) expectFailureEnvelope((await setLimit(token, 'day', amount)).body, 'deposit.limit.invalid');
    expectFailureEnvelope((await setLimit(token, 'year', '100')).body, 'validation.failed');
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/deposit/limits', { period: 'day', amount: 100 })).body, 'validation.failed');
    expect((await limitOf(token, 'day')).limitMinor).toBe(100_000);
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(tp);
    }, 60_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: read, set and confirm limits, each member their own', async (role) => {
      const set = await asRole(tp, roles, role, 'POST', '/wps/member/deposit/limits', { period: 'day', amount: '700' });
      const read = await asRole(tp, roles, role, 'GET', '/wps/member/deposit/limits');
      const confirmed = await asRole(tp, roles, role, 'POST', '/wps/member/deposit/limits/confirm', { period: 'day' });
      const code = expected[role];
      if (code) {
        expectFailureEnvelope(set.body, code);
        expectFailureEnvelope(read.body, code);
        expectFailureEnvelope(confirmed.body, code);
        return;
      }
      expect(read.body.value.limits[0]).toMatchObject({ period: 'day', limitMinor: 70_000 });
      // Nothing of theirs waits (another member's raise is not theirs to confirm).
      expectFailureEnvelope(confirmed.body, 'limit.confirm.none');
      // Another member's limits are theirs: a fresh account has none.
      const other = await fresh();
      expect((await limitOf(other, 'day')).limitMinor).toBeNull();
    });
  });
});
