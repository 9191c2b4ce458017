// A desk decision's notice survives the process dying right after the decision commits: the
// notice (inbox message and its NOTIFY) is written in the decision's own transaction, so it is
// there and pushed the moment the decision is, and nothing after the commit can lose it. Two
// platform processes on one PostgreSQL: process A commits the decision exactly as its route does
// and then "dies" (closed without running a single step after the commit); the member's stream
// is open on process B. B hears the notice once; B's retry of the same desk action (same key)
// and B's withdrawal job complete the ledger and tell nobody twice. "Nobody twice" is checked once
// a later marker notice has reached the stream: notices reach it in the order they were raised.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Queryable } from '../../src/platform/db/database.ts';
import { creditAccounts, decideManualIn } from '../../src/platform/features/deposits/manual.ts';
import { decideWithdrawalIn, runWithdrawalJob } from '../../src/platform/features/withdrawals/service.ts';
import type { AuditState } from '../../src/platform/features/desk/audit-store.ts';
import { defaultPolicy } from '../../src/platform/policy.ts';
import { startSecondProcess, startTestPlatform, type TestPlatform } from './helpers.ts';
import { TestDatabases } from './test-databases.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { balanceOf, call, PNG_PROOF, readyToWithdraw, setBalance, tokenOf, walletOf, withdraw } from './withdrawal-helpers.ts';

const LOCAL = '127.0.0.1';
/** What the services need of a running platform (the routes get the same from the server). */
const depsOf = (t: TestPlatform) => ({ ...t.platform, policy: defaultPolicy() });

TestDatabases.describePostgres('desk notices with a crash between commit and delivery, two processes', () => {
  let a: TestPlatform;
  let b: TestPlatform;
  let memberToken = '';
  let accountId = 0;
  let memberId = 0;
  const frames: { event?: string; orderNo?: string }[] = [];
  const controller = new AbortController();

  beforeAll(async () => {
    // B owns the schema (closing it drops the schema); A joins it and may die and come back.
    b = await startTestPlatform({ postgres: true, withdrawalJobMs: false, depositJobMs: false });
    a = await startA();
    memberToken = await tokenOf(b, 'member01');
    memberId = (await walletOf(b, 'member01')).memberId;
    await setBalance(b, 'member01', 1_000_000);
    accountId = await readyToWithdraw(b, memberToken);
    let ready!: () => void;
    const isReady = new Promise<void>((resolve) => (ready = resolve));
    void b.client({ ip: LOCAL, token: () => memberToken }).stream('notificationStream', (frame) => {
      if (frame.kind === 'ready') ready();
      if (frame.kind === 'notification') frames.push({ event: frame.notification?.event, orderNo: frame.notification?.params.orderNo });
    }, controller.signal).catch(() => undefined);
    await isReady;
  }, 120_000);
  afterAll(async () => {
    controller.abort();
    await b?.close();
    await a?.close();
  });

  const startA = () => startSecondProcess(b);
  /** Process A dies: closed without running one more step of the action it was in. */
  async function crashA() {
    await a.close().catch(() => undefined);
    a = await startA();
  }

  /** Process A's desk action up to and including its commit (the audit row and the decision), as the route runs it. */
  async function commitOnA(username: string, action: string, target: string, key: string, work: (tx: Queryable) => Promise<{ before: AuditState; after: AuditState; result: unknown }>) {
    const op = (await a.platform.db.query<{ id: unknown; role: string }>('SELECT id, role FROM desk_operators WHERE merchant = $1 AND username = $2', ['alpha', username]))[0]!;
    await a.platform.stores.deskAudit.record(
      { merchant: 'alpha', operatorId: Number(op.id), operator: username, role: op.role as 'finance', action, target, idempotencyKey: key, at: a.clock.now() },
      work,
    );
  }
  const messages = async (key: string) => (await b.platform.db.query<{ id: unknown }>('SELECT id FROM messages WHERE member_id = $1 AND seed_key = $2', [memberId, key])).length;
  const heard = (event: string, orderNo: string) => frames.filter((f) => f.event === event && f.orderNo === orderNo).length;
  const waitFor = async (check: () => boolean) => expect.poll(check, { timeout: 15_000 }).toBe(true);
  let markers = 0;
  /** Raises a marker notice after everything so far and waits until the stream has it. */
  const allHeard = async () => {
    markers += 1;
    const orderNo = `MARKER-${markers}`;
    await b.platform.notifier.notifyMember({ merchant: 'alpha', memberId, event: 'deposit.failed', params: { amountMinor: 1, requestedAt: 1, orderNo } });
    await waitFor(() => heard('deposit.failed', orderNo) > 0);
  };

  it('a withdrawal rejection: told once at the commit; the retry on B returns the hold and tells nobody again', async () => {
    const { wallet, hold } = await walletOf(b, 'member01');
    const heldBefore = await balanceOf(b, hold);
    const made = await withdraw(b, memberToken, accountId, '600');
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const id = made.body.value.id as number;
    const held = await balanceOf(b, hold);
    expect(held).toBeGreaterThan(heldBefore);
    const key = actionKey();
    const merchant = a.platform.merchants.byCode('alpha')!;
    await commitOnA('finance01', 'withdrawal.reject', `withdrawal:${id}`, key, async (tx) => {
      const { before, after } = await decideWithdrawalIn(depsOf(a), tx, merchant, id, 'reject', 'operator:finance01', 'Name does not match');
      return { before: { status: before.status }, after: { status: after.status }, result: { id: after.id, status: after.status, confirmation: after.confirmation } };
    });
    // Process A dies here: nothing after the commit runs (no ledger step, no separate notice).
    await crashA();
    expect(await messages(`withdrawal.rejected:W${id}`)).toBe(1);
    await waitFor(() => heard('withdrawal.rejected', `W${id}`) > 0);
    expect(heard('withdrawal.rejected', `W${id}`)).toBe(1);
    // The hold is still held: the ledger step did not run before the crash.
    expect(await balanceOf(b, hold)).toBe(held);
    // The operator's retry reaches B with the same key: answered from the audit, the ledger completed.
    const ops = await deskToken(b, 'finance01');
    const retry = await b.raw('POST', '/wps/desk/withdrawals/decide', { token: ops, body: { id, action: 'reject', idempotencyKey: key } });
    expect(retry.body.value).toMatchObject({ id, status: 'audit_failure', replayed: true });
    expect(await balanceOf(b, hold)).toBe(heldBefore);
    expect(await balanceOf(b, wallet)).toBe(1_000_000);
    await runWithdrawalJob(depsOf(b));
    await runWithdrawalJob(depsOf(a));
    await allHeard();
    expect(await messages(`withdrawal.rejected:W${id}`)).toBe(1);
    expect(heard('withdrawal.rejected', `W${id}`)).toBe(1);
  });

  it('a withdrawal approval: told once at the commit, the job and a retry tell nobody again', async () => {
    const made = await withdraw(b, memberToken, accountId, '700');
    const id = made.body.value.id as number;
    const key = actionKey();
    await commitOnA('admin01', 'withdrawal.approve', `withdrawal:${id}`, key, async (tx) => {
      const { before, after } = await decideWithdrawalIn(depsOf(a), tx, a.platform.merchants.byCode('alpha')!, id, 'approve', 'operator:admin01');
      return { before: { status: before.status }, after: { status: after.status }, result: { id: after.id, status: after.status, confirmation: after.confirmation } };
    });
    expect(await messages(`withdrawal.approved:W${id}`)).toBe(1);
    await waitFor(() => heard('withdrawal.approved', `W${id}`) > 0);
    const ops = await deskToken(b, 'admin01');
    expect((await b.raw('POST', '/wps/desk/withdrawals/decide', { token: ops, body: { id, action: 'approve', idempotencyKey: key } })).body.value.replayed).toBe(true);
    // A second operator's own approval (a new key) finds it done and is told so: no second notice either.
    expect((await b.raw('POST', '/wps/desk/withdrawals/decide', { token: ops, body: { id, action: 'approve', idempotencyKey: actionKey() } })).body.errorCode).toBe('desk.state.changed');
    await runWithdrawalJob(depsOf(b));
    await allHeard();
    expect(await messages(`withdrawal.approved:W${id}`)).toBe(1);
    expect(heard('withdrawal.approved', `W${id}`)).toBe(1);
  });

  it('a manual deposit approval: credited and told once at the commit, the retry on B changes nothing', async () => {
    const { wallet } = await walletOf(b, 'member01');
    const submitted = await call(b, memberToken, 'POST', '/wps/member/deposit/manual', { channel: 'bank', amount: '1000', reference: 'DBBL 7731', receipt: PNG_PROOF, requestKey: actionKey() });
    expect(submitted.body.success, JSON.stringify(submitted.body)).toBe(true);
    const id = submitted.body.value.deposit.id as number;
    const before = await balanceOf(b, wallet);
    const merchant = a.platform.merchants.byCode('alpha')!;
    const accounts = await creditAccounts(a.platform, merchant, memberId);
    const key = actionKey();
    await commitOnA('finance01', 'deposit.approve', `deposit:${id}`, key, async (tx) => {
      const { before: was, after } = await decideManualIn(a.platform, tx, merchant, id, { action: 'approve', by: 'operator:finance01', reason: null, accounts });
      return { before: { status: was.status }, after: { status: after.status }, result: { id: after.id, status: after.status } };
    });
    await crashA();
    expect(await messages(`deposit.credited:D${id}`)).toBe(1);
    await waitFor(() => heard('deposit.credited', `D${id}`) > 0);
    const ops = await deskToken(b, 'finance01');
    expect((await b.raw('POST', '/wps/desk/deposits/decide', { token: ops, body: { id, action: 'approve', idempotencyKey: key } })).body.value.replayed).toBe(true);
    await allHeard();
    const credited = (await b.platform.stores.deposits.find('alpha', id))!;
    expect(credited.status).toBe('approved');
    expect(await balanceOf(b, wallet)).toBe(before + credited.amount - credited.fee);
    expect(await messages(`deposit.credited:D${id}`)).toBe(1);
    expect(heard('deposit.credited', `D${id}`)).toBe(1);
  });
});
