// The desk sets a member's rebate level: finance and admin list the merchant's members
// with their level and set one to a configured level; the member's rates (bonusDetails) and what a
// claim pays follow at once; each change is audited with the level before and after, once per
// key. Support, every member role and a guest get the envelope; another merchant's desk finds no
// such member; a level the merchant does not configure and bad input are refused and change
// nothing. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { asRole, roleSet, ROLES } from './role-matrix.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('desk rebate levels', ({ id: kind }) => {
  let t: TestPlatform;
  const ops: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestPlatform({ postgres: kind === 'postgres' });
    for (const name of ['finance01', 'support01', 'admin01']) ops[name] = await deskToken(t, name);
    ops.betaFinance = await deskToken(t, 'finance01', 'beta');
  }, 120_000);
  afterAll(async () => t?.close());

  const set = (who: string, memberId: number, level: number, idempotencyKey = actionKey(), merchant = 'alpha') =>
    t.raw('POST', '/wps/desk/rebates/level', { token: ops[who], merchant, body: { memberId, level, idempotencyKey } });
  const list = (who: string, member: string, merchant = 'alpha') =>
    t.raw('GET', `/wps/desk/rebates/members?member=${encodeURIComponent(member)}`, { token: ops[who], merchant });
  const rates = async (account: TestAccount) => (await t.raw('GET', '/wps/member/rebate/rates', { ip: LOCAL_IP, token: await tokenOf(t, account) })).body.value;

  it('finance raises a member to level 1: the list, the member\'s rates and the audit follow; the same key once', async () => {
    const account = await newAccount(t);
    const listed = await list('finance01', account.username);
    expect(listed.body.value.items).toEqual([{ id: account.id, member: account.username, level: 0, lowerLevel: null, higherLevel: 1 }]);
    expect(await rates(account)).toMatchObject({ level: 0, levelNameKey: 'rebate.level.0' });
    const key = actionKey();
    expect((await set('finance01', account.id, 1, key)).body.value).toEqual({ memberId: account.id, level: 1, replayed: false });
    expect((await set('finance01', account.id, 1, key)).body.value.replayed).toBe(true);
    expect((await list('admin01', account.username)).body.value.items[0]).toMatchObject({ level: 1, lowerLevel: 0, higherLevel: null });
    const vip = await rates(account);
    expect(vip).toMatchObject({ level: 1, levelNameKey: 'rebate.level.1' });
    expect(vip.rates).toContainEqual({ category: 'RNG', rate: 1 });
    const audit = await t.raw('GET', `/wps/desk/audit?target=member:${account.id}`, { token: ops.admin01 });
    expect(audit.body.value.items).toHaveLength(1);
    expect(audit.body.value.items[0]).toMatchObject({ action: 'member.rebateLevel', operator: 'finance01', before: { level: 0 }, after: { level: 1 } });
    // Admin lowers it again.
    await set('admin01', account.id, 0);
    expect(await rates(account)).toMatchObject({ level: 0, levelNameKey: 'rebate.level.0' });
  });

  it('refuses levels the merchant does not configure, unknown members and bad input, changing nothing', async () => {
    const account = await newAccount(t);
    expectFailureEnvelope((await set('finance01', account.id, 2)).body, 'desk.rebateLevel.invalid');
    expectFailureEnvelope((await set('finance01', account.id, -1)).body, 'validation.failed');
    expectFailureEnvelope((await set('finance01', 999_999_999, 1)).body, 'desk.member.notFound');
    const trial = await newAccount(t, { type: 4 });
    expectFailureEnvelope((await set('finance01', trial.id, 1)).body, 'desk.member.notFound');
    const bad = await t.raw('POST', '/wps/desk/rebates/level', { token: ops.finance01, body: { memberId: account.id, level: '1', idempotencyKey: actionKey() } });
    expectFailureEnvelope(bad.body, 'validation.failed');
    expectFailureEnvelope((await t.raw('POST', '/wps/desk/rebates/level', { token: ops.finance01, body: { memberId: account.id, level: 1 } })).body, 'validation.failed');
    expectFailureEnvelope((await t.raw('GET', '/wps/desk/rebates/members?pageSize=100000', { token: ops.finance01 })).body, 'validation.failed');
    expect(await t.platform.stores.rebates.level(account.id)).toBe(0);
  });

  it('who may: finance and admin; support, another merchant\'s desk, a guest and every member role may not', async () => {
    const account = await newAccount(t);
    expectFailureEnvelope((await list('support01', account.username)).body, 'desk.role.forbidden');
    expectFailureEnvelope((await set('support01', account.id, 1)).body, 'desk.role.forbidden');
    // Another merchant's operator: the member is not theirs.
    expect((await list('betaFinance', account.username, 'beta')).body.value.items).toEqual([]);
    expectFailureEnvelope((await set('betaFinance', account.id, 1, actionKey(), 'beta')).body, 'desk.member.notFound');
    const roles = await roleSet(t);
    for (const role of ROLES) {
      for (const [method, path, body] of [['GET', '/wps/desk/rebates/members', undefined], ['POST', '/wps/desk/rebates/level', { memberId: account.id, level: 1, idempotencyKey: actionKey() }]] as const) {
        const res = await asRole(t, roles, role, method, path, body);
        expectFailureEnvelope(res.body);
        expect(res.status, `${role} ${path}`).toBeLessThan(500);
      }
    }
    expect(await t.platform.stores.rebates.level(account.id)).toBe(0);
  }, 60_000);
});
