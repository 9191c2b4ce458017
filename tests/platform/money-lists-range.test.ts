// The transaction history's deposits and withdrawals tabs: depositList and withdrawList
// with a range give the member's requests created in it, newest first, a page at a time, each with
// its state; without one the 30 most recent as before; bad ranges and cursors get their errorCode;
// another member sees none of them; a status keeps one state (the tabs' status filter), with a
// range and pages or without. Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAccount, tokenOf, type TestAccount } from './accounts.ts';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { asRole, roleSet, ROLES, type Role } from './role-matrix.ts';
import { call, desk, readyToWithdraw, withdraw } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

TestDatabases.describeEach('deposit and withdrawal lists by range', ({ postgres }) => {
  let tp: TestPlatform;
  let alice: TestAccount;
  let token: string;
  let start: number;
  let keyNo = 0;
  const deposit = (amount: string) =>
    call(tp, token, 'POST', '/wps/member/deposit', { channel: 'bkash', amount, requestKey: `range-key-${++keyNo}`, returnUrl: 'http://alpha.localhost/member/depositv2' });
  const list = async (path: string, query: Record<string, string | number>, t = token) =>
    (await call(tp, t, 'GET', `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`)).body;

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    alice = await newAccount(tp, { creditMinor: 10_000_000 });
    token = await tokenOf(tp, alice);
    start = tp.clock.now();
    // Three deposits ten minutes apart; the first cancelled, so the tab shows two states.
    const made: number[] = [];
    for (const amount of ['500', '600', '700']) {
      const res = await deposit(amount);
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      made.push(res.body.value.deposit.id);
      tp.clock.advance(10 * MINUTE);
    }
    expect((await call(tp, token, 'POST', '/wps/member/deposit/cancel', { id: made[0] })).body.value.status).toBe('cancelled');
    const account = await readyToWithdraw(tp, token);
    const w = await withdraw(tp, token, account, '800');
    expect(w.body.success, JSON.stringify(w.body)).toBe(true);
    expect((await desk(tp, w.body.value.id, 'reject', { remark: 'ID check' })).body.value.status).toBe('audit_failure');
  }, 120_000);
  afterAll(async () => tp?.close());

  it('deposits in a range, newest first, with their states; a page at a time; an earlier range is empty', async () => {
    const all = await list('/wps/member/deposit/list', { from: start, to: start + DAY });
    expect(all.success, JSON.stringify(all)).toBe(true);
    expect(all.value.items.map((d: { amountMinor: number; status: string }) => [d.amountMinor, d.status])).toEqual([[70_000, 'new'], [60_000, 'new'], [50_000, 'cancelled']]);
    expect(all.value.nextCursor).toBeNull();
    // Only the middle one: created in [start + 10 min, start + 20 min).
    const middle = await list('/wps/member/deposit/list', { from: start + 10 * MINUTE, to: start + 20 * MINUTE });
    expect(middle.value.items.map((d: { amountMinor: number }) => d.amountMinor)).toEqual([60_000]);
    const first = await list('/wps/member/deposit/list', { from: start, to: start + DAY, pageSize: 2 });
    expect(first.value.items).toHaveLength(2);
    const second = await list('/wps/member/deposit/list', { from: start, to: start + DAY, pageSize: 2, cursor: first.value.nextCursor });
    expect(second.value.items.map((d: { amountMinor: number }) => d.amountMinor)).toEqual([50_000]);
    expect(second.value.nextCursor).toBeNull();
    expect((await list('/wps/member/deposit/list', { from: start - DAY, to: start })).value.items).toEqual([]);
    // Without a range: the recent list as the deposit page shows it.
    expect((await call(tp, token, 'GET', '/wps/member/deposit/list')).body.value.items).toHaveLength(3);
  });

  it('withdrawals in a range with their state', async () => {
    const res = await list('/wps/member/withdraw/list', { from: start, to: start + DAY });
    expect(res.value.items.map((w: { amountMinor: number; status: string }) => [w.amountMinor, w.status])).toEqual([[80_000, 'audit_failure']]);
    expect((await list('/wps/member/withdraw/list', { from: start - DAY, to: start })).value.items).toEqual([]);
  });

  it('a status keeps the requests in that state, in a range a page at a time, or in the recent list', async () => {
    const day = { from: start, to: start + DAY };
    const amounts = (body: { value: { items: { amountMinor: number }[] } }) => body.value.items.map((d) => d.amountMinor);
    expect(amounts(await list('/wps/member/deposit/list', { ...day, status: 'new' }))).toEqual([70_000, 60_000]);
    expect(amounts(await list('/wps/member/deposit/list', { ...day, status: 'cancelled' }))).toEqual([50_000]);
    expect(amounts(await list('/wps/member/deposit/list', { ...day, status: 'approved' }))).toEqual([]);
    const first = await list('/wps/member/deposit/list', { ...day, status: 'new', pageSize: 1 });
    expect(amounts(first)).toEqual([70_000]);
    const next = await list('/wps/member/deposit/list', { ...day, status: 'new', pageSize: 1, cursor: first.value.nextCursor });
    expect(amounts(next)).toEqual([60_000]);
    expect(amounts(await list('/wps/member/deposit/list', { status: 'cancelled' }))).toEqual([50_000]);
    expect(amounts(await list('/wps/member/withdraw/list', { ...day, status: 'audit_failure' }))).toEqual([80_000]);
    expect(amounts(await list('/wps/member/withdraw/list', { ...day, status: 'processing' }))).toEqual([]);
    // A state of the other list, an unknown one, an empty one.
    for (const [path, status] of [['/wps/member/deposit/list', 'processing'], ['/wps/member/withdraw/list', 'approved'], ['/wps/member/deposit/list', 'x'], ['/wps/member/withdraw/list', '']]) {
      expectFailureEnvelope(await list(path!, { ...day, status: status! }), 'validation.failed');
    }
  });

  it.each(ROLES)('role matrix of the status filter: %s', async (role) => {
    const roles = await roleSet(tp);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    for (const [path, status] of [['/wps/member/deposit/list', 'new'], ['/wps/member/withdraw/list', 'audit_failure']] as const) {
      const res = await asRole(tp, roles, role, 'GET', `${path}?from=${start}&to=${start + DAY}&status=${status}`);
      const code = expected[role];
      if (code) expectFailureEnvelope(res.body, code);
      // Each has its own (none): alice's requests in these states are not theirs.
      else expect(res.body.value.items, role).toEqual([]);
    }
  }, 60_000);

  it('answers bad ranges, pages and cursors with their errorCode, and shows another member nothing', async () => {
    for (const path of ['/wps/member/deposit/list', '/wps/member/withdraw/list']) {
      expectFailureEnvelope(await list(path, { from: start + DAY, to: start }), 'history.range.invalid');
      expectFailureEnvelope(await list(path, { from: start }), 'history.range.invalid');
      expectFailureEnvelope(await list(path, { from: start - 400 * DAY, to: start }), 'history.range.tooLong');
      expectFailureEnvelope(await list(path, { from: start, to: start + DAY, pageSize: 100_000 }), 'history.pageSize.invalid');
      expectFailureEnvelope(await list(path, { from: start, to: start + DAY, cursor: 'bm90LWEtY3Vyc29y' }), 'history.cursor.invalid');
      const bob = await newAccount(tp);
      expect((await list(path, { from: start, to: start + DAY }, await tokenOf(tp, bob))).value.items).toEqual([]);
    }
  });
});
