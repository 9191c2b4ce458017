// The responsible-gaming page stays reachable during a break (a time-out or self-exclusion in
// force): the member reads their deposit and play limits and may tighten them (lower, or a new
// one, at once); anything that loosens a limit (a raise, a removal, confirming a waiting raise)
// and changing the reality check are refused with account.excluded. The role matrix: a guest, a
// trial account, a member, another member, an agent and another merchant's member, each on a
// break where the account may take one. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { LOCAL_IP, tokenOf } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { TestDatabases } from './test-databases.ts';

const DEPOSIT = '/wps/member/deposit/limits';
const PLAY = '/wps/member/play/limits';
type Limit = { period: string; limitMinor: number | null; pendingMinor: number | null };
type PlayLimit = Limit & { kind: string };

TestDatabases.describeEach('limits during a break', ({ postgres }) => {
  let t: TestPlatform;
  let roles: RoleSet;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres });
    roles = await roleSet(t);
    // Every real account of alpha (and the other merchant's member on its own merchant) sets a
    // daily deposit limit and a daily loss limit, then takes a year's self-exclusion.
    for (const role of ['member', 'anotherMember', 'agent', 'anotherMerchant'] as const) {
      const account = roles.account[role];
      const token = await tokenOf(t, account);
      const as = (method: string, path: string, body: unknown) => t.raw(method, path, { ip: LOCAL_IP, merchant: account.merchant, token, body });
      expect((await as('POST', DEPOSIT, { period: 'day', amount: '1000' })).body.success).toBe(true);
      expect((await as('POST', PLAY, { kind: 'loss', period: 'day', amount: '500' })).body.success).toBe(true);
      const excluded = await as('POST', '/wps/member/protection/start', { kind: 'selfExclusion', duration: '1y' });
      expect(excluded.body.success, JSON.stringify(excluded.body)).toBe(true);
      roles.token[role] = await tokenOf(t, account);
    }
  }, 300_000);
  afterAll(async () => t?.close());

  const refusedBefore: Record<Role, string | null> = {
    guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
  };

  it.each(ROLES)('%s: reads its own limits, lowers one, and is refused a raise, a removal, a confirmation and the reality check', async (role) => {
    const call = (method: string, path: string, body?: unknown) => asRole(t, roles, role, method, path, body);
    const code = refusedBefore[role];
    if (code) {
      for (const [method, path, body] of [['GET', DEPOSIT], ['GET', PLAY], ['POST', DEPOSIT, { period: 'day', amount: '10' }], ['POST', PLAY, { kind: 'loss', period: 'day', amount: '10' }]] as const) {
        expectFailureEnvelope((await call(method, path, body)).body, code);
      }
      return;
    }
    const deposit = await call('GET', DEPOSIT);
    expect(deposit.body.success, JSON.stringify(deposit.body)).toBe(true);
    expect((deposit.body.value.limits as Limit[]).find((l) => l.period === 'day')?.limitMinor).toBe(100_000);
    const play = await call('GET', PLAY);
    expect(play.body.success, JSON.stringify(play.body)).toBe(true);
    expect((play.body.value.limits as PlayLimit[]).find((l) => l.kind === 'loss' && l.period === 'day')?.limitMinor).toBe(50_000);

    // Tightening works at once: a lower limit, and a new one where there was none.
    const lower = await call('POST', DEPOSIT, { period: 'day', amount: '800' });
    expect(lower.body.value, JSON.stringify(lower.body)).toMatchObject({ change: 'now' });
    expect((await call('POST', DEPOSIT, { period: 'week', amount: '3000' })).body.value).toMatchObject({ change: 'now' });
    expect((await call('POST', PLAY, { kind: 'loss', period: 'day', amount: '400' })).body.value).toMatchObject({ change: 'now' });

    // Loosening is refused with the break's refusal, and changes nothing.
    for (const [path, body] of [[DEPOSIT, { period: 'day', amount: '5000' }], [DEPOSIT, { period: 'day', amount: null }], [PLAY, { kind: 'loss', period: 'day', amount: '9000' }], [PLAY, { kind: 'loss', period: 'day', amount: null }]] as const) {
      const res = await call('POST', path, body);
      expect([path, res.status]).toEqual([path, 403]);
      expectFailureEnvelope(res.body, 'account.excluded');
      expect(res.body.value).toMatchObject({ kind: 'selfExclusion', indefinite: false });
    }
    for (const [path, body] of [[`${DEPOSIT}/confirm`, { period: 'day' }], [`${PLAY}/confirm`, { kind: 'loss', period: 'day' }], ['/wps/member/protection/reality-check', { minutes: 30 }]] as const) {
      expectFailureEnvelope((await call('POST', path, body)).body, 'account.excluded');
    }
    const after = (await call('GET', DEPOSIT)).body.value.limits as Limit[];
    expect(after.find((l) => l.period === 'day')).toMatchObject({ limitMinor: 80_000, pendingMinor: null });
    expect(after.find((l) => l.period === 'week')).toMatchObject({ limitMinor: 300_000, pendingMinor: null });
    expect(((await call('GET', PLAY)).body.value.limits as PlayLimit[]).find((l) => l.kind === 'loss' && l.period === 'day')).toMatchObject({ limitMinor: 40_000, pendingMinor: null });
  });

  it('each member sees only their own limits: another member\'s lowering leaves the member\'s as they were', async () => {
    const mine = async (role: Role) => ((await asRole(t, roles, role, 'GET', DEPOSIT)).body.value.limits as Limit[]).find((l) => l.period === 'month')?.limitMinor ?? null;
    expect((await asRole(t, roles, 'anotherMember', 'POST', DEPOSIT, { period: 'month', amount: '700' })).body.value).toMatchObject({ change: 'now' });
    expect(await mine('anotherMember')).toBe(70_000);
    expect(await mine('member')).toBeNull();
  });
});
