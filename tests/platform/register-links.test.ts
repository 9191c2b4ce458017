// Agents' invite links (agent centre, downline management): create with a kind and an expiry,
// list, delete; registering through a valid link makes the new member the agent's downline
// player or downline agent; an expired or deleted link is refused (registration and lookup);
// the role matrix for each call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, tokenOf } from './accounts.ts';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { call } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const DAY = 86_400_000;
let t: TestPlatform;
let agentToken: string;
let agentName: string;
let agent: Awaited<ReturnType<typeof newAccount>>;
let n = 0;

TestDatabases.describeEach('register links', ({ postgres }) => {
  beforeAll(async () => {
    t = await startTestPlatform({ postgres });
    agent = await newAccount(t, { type: 1 });
    agentName = agent.username;
    agentToken = await tokenOf(t, agent);
  }, 120_000);
  afterAll(async () => t?.close());

  const create = (kind: string, expiry: string, token = agentToken) => call(t, token, 'POST', '/wps/agent/register-links', { kind, expiry });
  const list = async (token = agentToken) => (await call(t, token, 'GET', '/wps/agent/register-links')).body.value.items as { id: number; code: string; kind: string; expiresAt: number | null; registrations: number }[];
  async function register(code: string) {
    const username = `link${String(++n).padStart(4, '0')}`;
    const payload = { username, password: 'Passw0rd', confirmPassword: 'Passw0rd', ageConfirmed: true, affiliateCode: code };
    const { body, headers } = await t.encrypted(payload);
    return { username, response: await t.raw('PUT', '/wps/member/register', { body, headers, ip: freshIp() }) };
  }
  const infoOf = async (token: string) => (await t.raw('GET', '/wps/member/info', { token })).body.value;

  describe('register links', () => {
    it('makes links with each expiry and kind, lists them newest first', async () => {
      const now = t.clock.now();
      const made = [];
      for (const [kind, expiry] of [['player', 'none'], ['player', '1d'], ['agent', '7d'], ['player', '30d'], ['agent', '1y']] as const) {
        const res = await create(kind, expiry);
        expect(res.body.success, JSON.stringify(res.body)).toBe(true);
        made.push(res.body.value);
      }
      expect(made.map((l) => l.expiresAt === null ? null : l.expiresAt - now)).toEqual([null, DAY, 7 * DAY, 30 * DAY, 365 * DAY]);
      expect(made.map((l) => l.kind)).toEqual(['player', 'player', 'agent', 'player', 'agent']);
      expect(new Set(made.map((l) => l.code)).size).toBe(5);
      expect((await list()).map((l) => l.id)).toEqual(made.map((l) => l.id).reverse());
      expectFailureEnvelope((await create('player', '2d')).body, 'validation.failed');
      expectFailureEnvelope((await create('boss', 'none')).body, 'validation.failed');
    });

    it('registering through a player link makes a downline player; through an agent link a downline agent', async () => {
      const player = (await create('player', '7d')).body.value;
      const lookup = await t.raw('GET', `/wps/agent/affiliate?affiliateCode=${player.code}`);
      expect(lookup.body.value).toEqual({ affiliateCode: player.code, agent: agentName });
      const viaPlayer = await register(player.code);
      expect(viaPlayer.response.body.success, JSON.stringify(viaPlayer.response.body)).toBe(true);
      expect(await infoOf(viaPlayer.response.body.value.token)).toMatchObject({ toUpline: agentName, type: 0, isAgent: false });

      const agentLink = (await create('agent', 'none')).body.value;
      const viaAgent = await register(agentLink.code);
      expect(await infoOf(viaAgent.response.body.value.token)).toMatchObject({ toUpline: agentName, type: 2, isAgent: true });
      // The new agent may open the agent centre; its new member is in the first agent's team.
      const downline = await call(t, agentToken, 'GET', '/wps/agent/downline?kind=agents');
      expect(downline.body.value.list.map((r: { username: string }) => r.username)).toContain(viaAgent.username);
      const counts = new Map((await list()).map((l) => [l.id, l.registrations]));
      expect([counts.get(player.id), counts.get(agentLink.id)]).toEqual([1, 1]);
    });

    it('refuses an expired link and a deleted one, at registration and at lookup', async () => {
      const shortLived = (await create('player', '1d')).body.value;
      const deleted = (await create('agent', 'none')).body.value;
      t.clock.advance(DAY + 1);
      agentToken = await tokenOf(t, agent); // the session did not outlive the day
      expectFailureEnvelope((await register(shortLived.code)).response.body, 'registerLink.expired');
      expectFailureEnvelope((await t.raw('GET', `/wps/agent/affiliate?affiliateCode=${shortLived.code}`)).body, 'registerLink.expired');
      expect((await call(t, agentToken, 'POST', '/wps/agent/register-links/delete', { id: deleted.id })).body.value).toEqual({ deleted: true });
      expect((await list()).map((l) => l.id)).not.toContain(deleted.id);
      expectFailureEnvelope((await register(deleted.code)).response.body, 'registerLink.expired');
      expectFailureEnvelope((await call(t, agentToken, 'POST', '/wps/agent/register-links/delete', { id: deleted.id })).body, 'registerLink.notFound');
      // The link without expiry still works a year on.
      t.clock.advance(400 * DAY);
      // Its password is past the merchant's 90-day expiry by now; renewed so it may use the agent centre.
      await t.platform.db.query('UPDATE members SET password_changed_at = $2 WHERE id = $1', [agent.id, t.clock.now()]);
      agentToken = await tokenOf(t, agent);
      const forever = (await list()).find((l) => l.expiresAt === null && l.kind === 'player')!;
      expect((await register(forever.code)).response.body.success).toBe(true);
    });

    describe('role matrix', () => {
      let roles: RoleSet;
      let agentLink: number;
      beforeAll(async () => {
        roles = await roleSet(t);
        agentLink = (await create('player', 'none')).body.value.id;
      }, 60_000);
      const expected: Record<Role, string | null> = {
        guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: 'agent.only', anotherMember: 'agent.only', agent: null, anotherMerchant: 'user.or.token.invalid',
      };
      it.each(ROLES)('%s: list, create, delete', async (role) => {
        const listed = await asRole(t, roles, role, 'GET', '/wps/agent/register-links');
        const made = await asRole(t, roles, role, 'POST', '/wps/agent/register-links', { kind: 'player', expiry: '7d' });
        // Another agent's link is never deleted by this role.
        const foreign = await asRole(t, roles, role, 'POST', '/wps/agent/register-links/delete', { id: agentLink });
        const code = expected[role];
        for (const res of [listed, made, foreign]) {
          if (code) expectFailureEnvelope(res.body, code);
          else if (res !== foreign) expect(res.body.success, JSON.stringify(res.body)).toBe(true);
        }
        if (!code) {
          expectFailureEnvelope(foreign.body, 'registerLink.notFound');
          expect(listed.body.value.items).toEqual([]);
          const own = await asRole(t, roles, role, 'POST', '/wps/agent/register-links/delete', { id: made.body.value.id });
          expect(own.body.value).toEqual({ deleted: true });
        }
        expect((await list()).map((l) => l.id)).toContain(agentLink);
      });
    });
  });
});
