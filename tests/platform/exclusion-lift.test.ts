// Exclusion beyond the member's own choice to stop (MGA Player Protection Directive 2023, GLI-19
// A.3.8): lifting a self-exclusion early needs a request with a reason, a desk decision and two
// cooling-offs (a time-out is never lifted); a merchant group shares self-exclusions by mobile
// number or email; a national register (the local stand-in) is checked at registration, login and
// deposit; payoutOnExclusion sends the balance to the verified payout account once.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { readyToWithdraw } from './withdrawal-helpers.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { TestDatabases } from './test-databases.ts';
import { protectionPeriods } from '../../src/shared/protection.ts';
import type { ProtectionSettings } from '../../src/generated/merchant.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

TestDatabases.describeEach('exclusion lifts, groups, register and payout', ({ postgres }) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
  }, 300_000);
  afterAll(async () => t?.close());

  // The merchants' protection settings as the operator would write them in constants.protection.
  const original = new Map<string, unknown>();
  function configure(code: string, extra: Partial<ProtectionSettings>): void {
    const merchant = t.platform.merchants.byCode(code)!;
    if (!original.has(code)) original.set(code, merchant.constants.protection);
    merchant.constants.protection = { ...protectionPeriods(merchant.constants as { protection?: ProtectionSettings }), ...extra };
  }
  afterEach(() => {
    for (const [code, value] of original) t.platform.merchants.byCode(code)!.constants.protection = value;
    original.clear();
  });

  const call = (token: string | null, method: string, path: string, body?: unknown, merchant = 'alpha') =>
    t.raw(method, path, { ip: LOCAL_IP, merchant, ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
  const exclude = async (token: string, duration = '1y', merchant = 'alpha') => {
    const res = await call(token, 'POST', '/wps/member/protection/start', { kind: 'selfExclusion', duration }, merchant);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.value as { until: number; payoutMinor?: number };
  };
  const mayPlay = async (account: TestAccount) => (await call(await tokenOf(t, account), 'GET', '/wps/member/missions', undefined, account.merchant)).body;
  const deposit = (token: string) =>
    call(token, 'POST', '/wps/member/deposit', { channel: 'bkash', amount: '200', requestKey: `ex-${randomBytes(4).toString('hex')}`, returnUrl: 'http://alpha.localhost/member' });
  const decide = (desk: string, id: number, action: string, note?: string) =>
    t.raw('POST', '/wps/desk/protection/lifts/decide', { token: desk, body: { id, action, idempotencyKey: actionKey(), ...(note ? { note } : {}) } });

  describe('lifting a self-exclusion early', () => {
    it('request with a reason -> desk approves (audited) -> confirm after 24 hours -> play again 7 days later', async () => {
      const account = await newAccount(t);
      const until = (await exclude(await tokenOf(t, account), '5y')).until;
      const restricted = await tokenOf(t, account);
      const lift = (body: unknown) => call(restricted, 'POST', '/wps/member/protection/lift', body);
      expectFailureEnvelope((await lift({ reason: 'short' })).body, 'validation.failed');
      const asked = await lift({ reason: 'I have had counselling and want to play again' });
      expect(asked.body.value.lift).toMatchObject({ status: 'pending', confirmFrom: null, resumesAt: null });
      expectFailureEnvelope((await lift({ reason: 'asking a second time at once' })).body, 'protection.lift.pending');
      expectFailureEnvelope((await call(restricted, 'POST', '/wps/member/protection/lift/confirm', {})).body, 'protection.lift.none');

      const support = await deskToken(t, 'support01');
      const queue = await t.raw('GET', '/wps/desk/protection/lifts?status=pending', { token: support });
      const item = queue.body.value.items.find((i: { member: string }) => i.member === account.username);
      expect(item).toMatchObject({ status: 'pending', reason: 'I have had counselling and want to play again', kind: 'selfExclusion', until });
      const finance = await deskToken(t, 'finance01');
      expectFailureEnvelope((await decide(finance, item.id, 'approve')).body, 'desk.role.forbidden');
      const approvedAt = t.clock.now();
      const approved = await decide(support, item.id, 'approve');
      expect(approved.body.value).toEqual({ id: item.id, status: 'approved', replayed: false });
      expectFailureEnvelope((await decide(support, item.id, 'refuse', 'too late')).body, 'desk.state.changed');
      const audit = await t.platform.db.query<{ action: string }>("SELECT action FROM desk_audit WHERE target = $1", [`lift:${item.id}`]);
      expect(audit.map((a) => a.action)).toEqual(['protection.lift.approve']);
      const told = await t.platform.db.query<{ event: string }>('SELECT event FROM messages WHERE member_id = $1', [account.id]);
      expect(told.map((m) => m.event)).toContain('protection.liftApproved');

      // The first cooling-off: no confirmation before 24 hours have passed since the approval.
      t.clock.set(approvedAt + DAY - 60_000);
      const early = await call(await tokenOf(t, account), 'POST', '/wps/member/protection/lift/confirm', {});
      expectFailureEnvelope(early.body, 'protection.lift.early');
      expect(early.body.value).toEqual({ confirmFrom: approvedAt + DAY });
      t.clock.set(approvedAt + DAY);
      const confirmed = await call(await tokenOf(t, account), 'POST', '/wps/member/protection/lift/confirm', {});
      expect(confirmed.body.value.lift).toMatchObject({ status: 'confirmed', resumesAt: approvedAt + 8 * DAY });
      // The second cooling-off: still excluded for 7 days, then play resumes.
      t.clock.set(approvedAt + 8 * DAY - 60_000);
      expectFailureEnvelope(await mayPlay(account), 'account.excluded');
      t.clock.set(approvedAt + 8 * DAY + 1);
      expect((await mayPlay(account)).success).toBe(true);
    });

    it('the cooling-offs follow the merchant config; a refusal keeps the exclusion and says why', async () => {
      configure('alpha', { liftCoolingOff: { confirmAfterHours: 48, resumeAfterDays: 10 } });
      const account = await newAccount(t);
      await exclude(await tokenOf(t, account));
      const token = await tokenOf(t, account);
      const support = await deskToken(t, 'support01');
      const first = (await call(token, 'POST', '/wps/member/protection/lift', { reason: 'I would like to play again please' })).body.value.lift;
      expectFailureEnvelope((await decide(support, first.id, 'refuse')).body, 'desk.action.refused');
      expect((await decide(support, first.id, 'refuse', 'Please wait until six months have passed')).body.value.status).toBe('refused');
      expect((await call(token, 'GET', '/wps/member/protection/lift')).body.value).toMatchObject({
        lift: { status: 'refused', note: 'Please wait until six months have passed' }, coolingOff: { confirmAfterHours: 48, resumeAfterDays: 10 },
      });
      const second = (await call(token, 'POST', '/wps/member/protection/lift', { reason: 'Asking again after the refusal' })).body.value.lift;
      const at = t.clock.now();
      await decide(support, second.id, 'approve');
      t.clock.set(at + 47 * HOUR);
      expectFailureEnvelope((await call(await tokenOf(t, account), 'POST', '/wps/member/protection/lift/confirm', {})).body, 'protection.lift.early');
      t.clock.set(at + 48 * HOUR);
      expect((await call(await tokenOf(t, account), 'POST', '/wps/member/protection/lift/confirm', {})).body.value.lift.resumesAt).toBe(at + 48 * HOUR + 10 * DAY);
    });

    it('a time-out cannot be lifted early', async () => {
      const account = await newAccount(t);
      const started = await call(await tokenOf(t, account), 'POST', '/wps/member/protection/start', { kind: 'timeout', duration: '7d' });
      expect(started.body.success).toBe(true);
      const refused = await call(await tokenOf(t, account), 'POST', '/wps/member/protection/lift', { reason: 'I changed my mind about the break' });
      expectFailureEnvelope(refused.body, 'protection.lift.timeout');
      expectFailureEnvelope((await call(await tokenOf(t, await newAccount(t)), 'POST', '/wps/member/protection/lift', { reason: 'nothing to lift here at all' })).body, 'protection.lift.none');
    });
  });

  describe('exclusion across the merchants of a group', () => {
    it('excluded on alpha -> refused on beta (same mobile), and a new account with the same email is refused', async () => {
      configure('alpha', { exclusionGroup: 'all-brands' });
      configure('beta', { exclusionGroup: 'all-brands' });
      const mobile = `01${String(700000000 + Math.floor(Math.random() * 99_999_999))}`;
      const email = `grp${randomBytes(3).toString('hex')}@example.com`;
      const onAlpha = await newAccount(t, { mobile, email });
      const onBeta = await newAccount(t, { merchant: 'beta', mobile, creditMinor: 50_000 });
      const betaBefore = await tokenOf(t, onBeta);
      expect((await call(betaBefore, 'GET', '/wps/member/missions', undefined, 'beta')).body.success).toBe(true);
      await exclude(await tokenOf(t, onAlpha));
      // The beta session ended with it, and a new one is restricted.
      expectFailureEnvelope((await call(betaBefore, 'GET', '/wps/member/info', undefined, 'beta')).body, 'user.or.token.invalid');
      expectFailureEnvelope(await mayPlay(onBeta), 'account.excluded');
      const reg = await t.encrypted({ username: `Grp${randomBytes(3).toString('hex')}`, password: 'Passw0rd', confirmPassword: 'Passw0rd', ageConfirmed: true, email: email.toUpperCase() });
      expectFailureEnvelope((await t.raw('PUT', '/wps/member/register', { ...reg, ip: freshIp() })).body, 'registration.excluded');
    });

    it('without the group option a self-exclusion stays on its merchant', async () => {
      const mobile = `01${String(700000000 + Math.floor(Math.random() * 99_999_999))}`;
      const onAlpha = await newAccount(t, { mobile });
      const onBeta = await newAccount(t, { merchant: 'beta', mobile });
      await exclude(await tokenOf(t, onAlpha));
      expect((await mayPlay(onBeta)).success).toBe(true);
    });
  });

  describe('the national register (local stand-in)', () => {
    it('is checked at registration, login and deposit', async () => {
      configure('alpha', { register: 'local' });
      const support = await deskToken(t, 'support01');
      const list = (body: Record<string, unknown>) => t.raw('POST', '/wps/desk/protection/register', { token: support, body: { action: 'add', idempotencyKey: actionKey(), ...body } });
      expectFailureEnvelope((await list({ kind: 'email', value: 'not an email' })).body, 'register.value.invalid');

      // Registration.
      const email = `reg${randomBytes(3).toString('hex')}@example.com`;
      expect((await list({ kind: 'email', value: email, note: 'ROFUS listing' })).body.success).toBe(true);
      const reg = await t.encrypted({ username: `Reg${randomBytes(3).toString('hex')}`, password: 'Passw0rd', confirmPassword: 'Passw0rd', ageConfirmed: true, email });
      expectFailureEnvelope((await t.raw('PUT', '/wps/member/register', { ...reg, ip: freshIp() })).body, 'registration.excluded');

      // Login: a listed member signs in only to the restricted session.
      const mobile = `01${String(700000000 + Math.floor(Math.random() * 99_999_999))}`;
      const listedAtLogin = await newAccount(t, { mobile, creditMinor: 10_000 });
      expect((await list({ kind: 'mobile', value: mobile })).body.success).toBe(true);
      const restricted = await tokenOf(t, listedAtLogin);
      expect((await call(restricted, 'GET', '/wps/v2/wallets/balance')).body.success).toBe(true);
      expectFailureEnvelope((await call(restricted, 'GET', '/wps/member/missions')).body, 'account.excluded');

      // Deposit: listed after the session began.
      const email2 = `dep${randomBytes(3).toString('hex')}@example.com`;
      const depositor = await newAccount(t, { email: email2 });
      const token = await tokenOf(t, depositor);
      expect((await deposit(token)).body.success).toBe(true);
      expect((await list({ kind: 'email', value: email2 })).body.success).toBe(true);
      const refused = await deposit(token);
      expect(refused.status).toBe(403);
      expectFailureEnvelope(refused.body, 'account.excluded');

      // The entry is audited; removed, it stops refusing new registrations.
      const entries = (await t.raw('GET', '/wps/desk/protection/register', { token: support })).body.value.items as { id: number; value: string }[];
      const entry = entries.find((e) => e.value === email)!;
      expect((await t.raw('POST', '/wps/desk/protection/register', { token: support, body: { action: 'remove', id: entry.id, idempotencyKey: actionKey() } })).body.success).toBe(true);
      const audit = await t.platform.db.query<{ action: string }>("SELECT action FROM desk_audit WHERE action LIKE 'register.%' ORDER BY id");
      expect(audit.map((a) => a.action)).toEqual(['register.add', 'register.add', 'register.add', 'register.remove']);
      const again = await t.encrypted({ username: `Reg${randomBytes(3).toString('hex')}`, password: 'Passw0rd', confirmPassword: 'Passw0rd', ageConfirmed: true, email });
      expect((await t.raw('PUT', '/wps/member/register', { ...again, ip: freshIp() })).body.success).toBe(true);
    });
  });

  describe('payout on exclusion', () => {
    it('sends the balance to the verified payout account once, and tells the member', async () => {
      configure('alpha', { payoutOnExclusion: true });
      const account = await newAccount(t, { creditMinor: 79_200 });
      const token = await tokenOf(t, account);
      const payoutAccount = await readyToWithdraw(t, token);
      const started = await exclude(token, '6m');
      expect(started.payoutMinor).toBe(79_200);
      // A second start (longer) finds nothing left to send.
      expect((await exclude(await tokenOf(t, account), '1y')).payoutMinor).toBeUndefined();
      const rows = await t.platform.db.query<{ amount: string; payout_account_id: string; fee: string; security_deposit: string }>(
        'SELECT amount, payout_account_id, fee, security_deposit FROM withdrawals WHERE member_id = $1', [account.id]);
      expect(rows.map((r) => [Number(r.amount), Number(r.payout_account_id), Number(r.fee), Number(r.security_deposit)])).toEqual([[79_200, payoutAccount, 0, 0]]);
      const balance = await call(await tokenOf(t, account), 'GET', '/wps/v2/wallets/balance');
      expect(balance.body.value.sumBalance).toBe(0);
      const told = await t.platform.db.query<{ event: string }>("SELECT event FROM messages WHERE member_id = $1 AND event = 'withdrawal.exclusionPayout'", [account.id]);
      expect(told).toHaveLength(1);
    });

    it('off (the default) or without a verified account, the balance stays in the wallet', async () => {
      const off = await newAccount(t, { creditMinor: 5_000 });
      const offToken = await tokenOf(t, off);
      await readyToWithdraw(t, offToken);
      expect((await exclude(offToken)).payoutMinor).toBeUndefined();
      configure('alpha', { payoutOnExclusion: true });
      const unverified = await newAccount(t, { creditMinor: 5_000 });
      expect((await exclude(await tokenOf(t, unverified))).payoutMinor).toBeUndefined();
      const count = await t.platform.db.query<{ n: string }>('SELECT count(*) AS n FROM withdrawals WHERE member_id = ANY($1::bigint[])', [[off.id, unverified.id]]);
      expect(Number(count[0]!.n)).toBe(0);
    });
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(t);
    });
    const refusal: Partial<Record<Role, string>> = { guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', anotherMerchant: 'user.or.token.invalid' };

    it.each(ROLES)('lift calls as %s: own request only', async (role) => {
      const read = await asRole(t, roles, role, 'GET', '/wps/member/protection/lift');
      const ask = await asRole(t, roles, role, 'POST', '/wps/member/protection/lift', { reason: 'a reason of enough length' });
      const confirm = await asRole(t, roles, role, 'POST', '/wps/member/protection/lift/confirm', {});
      const expected = refusal[role];
      if (expected) {
        for (const res of [read, ask, confirm]) expectFailureEnvelope(res.body, expected);
        return;
      }
      // Nobody in the set is excluded: there is nothing of theirs to lift, and nobody else's is visible.
      expect(read.body.value.lift).toBeNull();
      expectFailureEnvelope(ask.body, 'protection.lift.none');
      expectFailureEnvelope(confirm.body, 'protection.lift.none');
    });

    it('desk calls: members and the other merchant\'s operators get nothing, finance is refused', async () => {
      const member = await asRole(t, roles, 'member', 'GET', '/wps/desk/protection/lifts');
      expect(member.status).toBe(401);
      const finance = await deskToken(t, 'finance01');
      expectFailureEnvelope((await t.raw('GET', '/wps/desk/protection/register', { token: finance })).body, 'desk.role.forbidden');
      // Another merchant's desk sees only its own requests.
      const account = await newAccount(t);
      await exclude(await tokenOf(t, account));
      const asked = (await call(await tokenOf(t, account), 'POST', '/wps/member/protection/lift', { reason: 'alpha member asks for a lift' })).body.value.lift;
      const betaSupport = await deskToken(t, 'support01', 'beta');
      const betaQueue = await t.raw('GET', '/wps/desk/protection/lifts', { token: betaSupport, merchant: 'beta' });
      expect(betaQueue.body.value.items.map((i: { id: number }) => i.id)).not.toContain(asked.id);
      expectFailureEnvelope((await t.raw('POST', '/wps/desk/protection/lifts/decide', { token: betaSupport, merchant: 'beta', body: { id: asked.id, action: 'approve', idempotencyKey: actionKey() } })).body, 'protection.lift.not.found');
    });
  });
});
