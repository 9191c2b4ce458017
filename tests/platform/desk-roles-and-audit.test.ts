// The payments desk's call schemas decide who may call: `auth: operator` with the roles listed, on
// the operator's own merchant only; member and operator sessions never stand in for each other.
// Every desk action writes its audit entry (who, when, what, before and after) with its change,
// once per idempotency key. Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deskCalls } from '../../src/generated/api/desk-calls.ts';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('desk roles and audit', ({ postgres }) => {
  let t: TestPlatform;
  const tokens: Record<string, string> = {};
  let memberToken = '';
  beforeAll(async () => {
    t = await startTestPlatform({ postgres });
    for (const name of ['finance01', 'support01', 'admin01']) tokens[name] = await deskToken(t, name);
    tokens.betaAdmin = await deskToken(t, 'admin01', 'beta');
    const member = await t.login('member01', 'Member@123', { ip: '127.0.0.1' });
    memberToken = member.body.value.token;
  });
  afterAll(async () => t?.close());

  const operatorId = async (username: string, merchant = 'alpha') =>
    Number((await t.platform.db.query<{ id: unknown }>('SELECT id FROM desk_operators WHERE merchant = $1 AND username = $2', [merchant, username]))[0]?.id);

  it('every desk call but sign-in (and the dev code) needs an operator of a listed role', () => {
    for (const [name, spec] of Object.entries(deskCalls)) {
      if (name === 'deskLogin' || name === 'deskDevTotp') continue;
      expect(spec.auth, name).toBe('operator');
      expect('roles' in spec && spec.roles.length > 0, name).toBe(true);
    }
  });

  it('the audit log and operators are for admins: finance and support get desk.role.forbidden', async () => {
    for (const path of ['/wps/desk/audit', '/wps/desk/operators']) {
      for (const who of ['finance01', 'support01']) {
        const response = await t.raw('GET', path, { token: tokens[who] });
        expect(response.status, `${who} ${path}`).toBe(403);
        expectFailureEnvelope(response.body, 'desk.role.forbidden');
      }
      expect((await t.raw('GET', path, { token: tokens.admin01 })).status).toBe(200);
    }
    const action = await t.raw('POST', '/wps/desk/operators/disabled', { token: tokens.finance01, body: { id: await operatorId('support01'), disabled: true, idempotencyKey: actionKey() } });
    expectFailureEnvelope(action.body, 'desk.role.forbidden');
  });

  it('every role reads who it is', async () => {
    for (const who of ['finance01', 'support01', 'admin01']) {
      expect((await t.raw('GET', '/wps/desk/me', { token: tokens[who] })).body.value.operator.username).toBe(who);
    }
  });

  it('an operator of another merchant: their token is not valid here, and our operators are not theirs', async () => {
    const asBetaOnAlpha = await t.raw('GET', '/wps/desk/operators', { token: tokens.betaAdmin, merchant: 'alpha' });
    expect(asBetaOnAlpha.status).toBe(401);
    expectFailureEnvelope(asBetaOnAlpha.body, 'user.or.token.invalid');
    const betaList = await t.raw('GET', '/wps/desk/operators', { token: tokens.betaAdmin, merchant: 'beta' });
    const alphaIds = new Set([await operatorId('finance01'), await operatorId('support01'), await operatorId('admin01')]);
    expect(betaList.body.value.items.some((o: { id: number }) => alphaIds.has(o.id))).toBe(false);
    // Acting on an alpha operator from beta reads as "no such operator".
    const cross = await t.raw('POST', '/wps/desk/operators/disabled', { token: tokens.betaAdmin, merchant: 'beta', body: { id: await operatorId('support01'), disabled: true, idempotencyKey: actionKey() } });
    expect(cross.status).toBe(404);
    expectFailureEnvelope(cross.body, 'not_found');
    // Beta's audit log shows nothing of alpha's.
    const betaAudit = await t.raw('GET', '/wps/desk/audit', { token: tokens.betaAdmin, merchant: 'beta' });
    expect(betaAudit.body.value.items.every((e: { target: string }) => !alphaIds.has(Number(e.target.split(':')[1])))).toBe(true);
  });

  it('a member token on a desk call and a desk token on a member call are both refused', async () => {
    const memberOnDesk = await t.raw('GET', '/wps/desk/me', { token: memberToken });
    expect(memberOnDesk.status).toBe(401);
    expectFailureEnvelope(memberOnDesk.body, 'user.or.token.invalid');
    const deskOnMember = await t.raw('GET', '/wps/member/info', { token: tokens.admin01 });
    expect(deskOnMember.status).toBe(401);
    expectFailureEnvelope(deskOnMember.body, 'user.or.token.invalid');
    const none = await t.raw('GET', '/wps/desk/me');
    expect(none.status).toBe(401);
    expectFailureEnvelope(none.body, 'CUSTOMER_NOT_LOGIN');
  });

  it('an action writes its audit entry with before and after, once per idempotency key', async () => {
    const supportId = await operatorId('support01');
    const key = actionKey();
    const body = { id: supportId, disabled: true, idempotencyKey: key };
    const first = await t.raw('POST', '/wps/desk/operators/disabled', { token: tokens.admin01, body });
    expect(first.body.value).toMatchObject({ operator: { id: supportId, disabled: true }, replayed: false });
    // The disabled operator's session ended with the action.
    expectFailureEnvelope((await t.raw('GET', '/wps/desk/me', { token: tokens.support01 })).body, 'user.or.token.invalid');
    const again = await t.raw('POST', '/wps/desk/operators/disabled', { token: tokens.admin01, body });
    expect(again.body.value).toMatchObject({ operator: { id: supportId, disabled: true }, replayed: true });
    const audit = await t.raw('GET', `/wps/desk/audit?target=operator:${supportId}`, { token: tokens.admin01 });
    const entries = audit.body.value.items.filter((e: { idempotencyKey: string }) => e.idempotencyKey === key);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operator: 'admin01', role: 'admin', action: 'operator.disable', target: `operator:${supportId}`,
      before: { id: supportId, disabled: false }, after: { id: supportId, disabled: true }, at: t.clock.now(),
    });
    // The same key for another action is refused and changes nothing.
    const reused = await t.raw('POST', '/wps/desk/operators/disabled', { token: tokens.admin01, body: { ...body, disabled: false } });
    expect(reused.status).toBe(409);
    expectFailureEnvelope(reused.body, 'desk.key.reused');
    const enable = await t.raw('POST', '/wps/desk/operators/disabled', { token: tokens.admin01, body: { id: supportId, disabled: false, idempotencyKey: actionKey() } });
    expect(enable.body.value.operator.disabled).toBe(false);
    const log = await t.raw('GET', '/wps/desk/audit?action=operator.enable', { token: tokens.admin01 });
    expect(log.body.value.items[0]).toMatchObject({ before: { disabled: true }, after: { disabled: false } });
  });

  it('ten parallel sends of one action do it once and write one entry', async () => {
    const financeId = await operatorId('finance01');
    const key = actionKey();
    const replies = await Promise.all(Array.from({ length: 10 }, () =>
      t.raw('POST', '/wps/desk/operators/disabled', { token: tokens.admin01, body: { id: financeId, disabled: true, idempotencyKey: key } })));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(replies.filter((r) => r.body.value.replayed === false)).toHaveLength(1);
    const rows = await t.platform.db.query('SELECT 1 FROM desk_audit WHERE idempotency_key = $1', [key]);
    expect(rows).toHaveLength(1);
    await t.raw('POST', '/wps/desk/operators/disabled', { token: tokens.admin01, body: { id: financeId, disabled: false, idempotencyKey: actionKey() } });
  });

  it('an admin cannot disable themselves; a refused action leaves no audit entry', async () => {
    const key = actionKey();
    const self = await t.raw('POST', '/wps/desk/operators/disabled', { token: tokens.admin01, body: { id: await operatorId('admin01'), disabled: true, idempotencyKey: key } });
    expect(self.status).toBe(403);
    expectFailureEnvelope(self.body, 'desk.action.refused');
    expect(await t.platform.db.query('SELECT 1 FROM desk_audit WHERE idempotency_key = $1', [key])).toHaveLength(0);
  });

  it('lists page: pageSize and page, with the total', async () => {
    const page1 = await t.raw('GET', '/wps/desk/operators?pageSize=2&page=1', { token: tokens.admin01 });
    const page2 = await t.raw('GET', '/wps/desk/operators?pageSize=2&page=2', { token: tokens.admin01 });
    expect(page1.body.value).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.value.items).toHaveLength(2);
    expect(page2.body.value.items).toHaveLength(1);
    const bad = await t.raw('GET', '/wps/desk/operators?pageSize=1000', { token: tokens.admin01 });
    expect(bad.status).toBe(400);
    expectFailureEnvelope(bad.body, 'validation.failed');
  });
});
