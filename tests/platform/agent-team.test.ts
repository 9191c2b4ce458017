// The agent centre's team calls (access, team overview, downline management) through
// the platform: only agent-centre types get in (a member gets agent.only, the trial account
// in_need_true_account, a guest CUSTOMER_NOT_LOGIN), and an agent sees only its own downline.
// Seed: agent01 -> agent02 (a downline agent) -> player21, player22; agent01 -> member01, ...
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { TestDatabases } from './test-databases.ts';

function refused(response: { status: number; body: Parameters<typeof expectFailureEnvelope>[0] }, errorCode: string, status?: number): void {
  expectFailureEnvelope(response.body, errorCode);
  if (status !== undefined) expect(response.status).toBe(status);
}

const LOCAL = '127.0.0.1';
let t: TestPlatform;
const tokens: Record<string, string> = {};

async function tokenOf(username: string, password: string, merchant = 'alpha'): Promise<string> {
  const login = await t.login(username, password, { ip: LOCAL, merchant });
  const token = login.body.value?.token as string | undefined;
  if (!token) throw new Error(`login of ${username}@${merchant}: ${JSON.stringify(login.body)}`);
  return token;
}
const get = (who: string | null, path: string, merchant = 'alpha') =>
  t.raw('GET', path, { ip: LOCAL, merchant, ...(who ? { token: tokens[who]! } : {}) });

interface Row { username: string; isAgent: boolean; balanceMinor: number; teamSize: number; teamBalanceMinor: number; lastLoginAt: number | null }

TestDatabases.describeEach('agent team', ({ postgres }) => {
  beforeAll(async () => {
    t = await startTestPlatform({ postgres });
    tokens.agent01 = await tokenOf('agent01', 'Agent@123');
    tokens.agent02 = await tokenOf('agent02', 'Agent@123');
    tokens.member = await tokenOf('member01', 'Member@123');
    tokens.trial = await tokenOf('trial01', 'Trial@123');
    tokens.betaAgent = await tokenOf('agent01', 'Agent@123', 'beta');
  }, 300_000);
  afterAll(async () => t?.close());

  describe('agent downline', () => {
    it('lists direct agents and direct players separately, each with its own team', async () => {
      const agents = (await get('agent01', '/wps/agent/downline?kind=agents')).body.value.list as Row[];
      expect(agents.map((r) => r.username)).toEqual(['agent02']);
      const players02 = (await get('agent02', '/wps/agent/downline?kind=players')).body.value.list as Row[];
      expect(players02.map((r) => r.username).sort()).toEqual(['player21', 'player22']);
      const [agent02] = agents;
      expect(agent02!.isAgent).toBe(true);
      expect(agent02!.teamSize).toBe(2);
      expect(agent02!.teamBalanceMinor).toBe(agent02!.balanceMinor + players02.reduce((sum, r) => sum + r.balanceMinor, 0));
      expect(agent02!.lastLoginAt).not.toBeNull(); // it signed in above

      const players01 = (await get('agent01', '/wps/agent/downline?kind=players')).body.value.list as Row[];
      expect(players01.map((r) => r.username)).toContain('member01');
      expect(players01.map((r) => r.username)).not.toContain('player21'); // not a direct player
      expect(players01.every((r) => !r.isAgent && r.teamSize === 0)).toBe(true);
    });

    it('searches by part of a username and pages by cursor', async () => {
      const found = (await get('agent01', '/wps/agent/downline?kind=players&username=MEMBER')).body.value.list as Row[];
      expect(found.map((r) => r.username)).toEqual(['member01']);
      const first = (await get('agent01', '/wps/agent/downline?kind=players&pageSize=2')).body.value;
      expect(first.list).toHaveLength(2);
      const second = (await get('agent01', `/wps/agent/downline?kind=players&pageSize=2&cursor=${first.nextCursor}`)).body.value;
      expect(second.list.map((r: Row) => r.username)).not.toContain(first.list[0].username);
    });

    it('shows an agent only its own downline', async () => {
      const below02 = (await get('agent02', '/wps/agent/downline?kind=players')).body.value.list as Row[];
      expect(below02.map((r) => r.username)).not.toContain('member01');
      expect((await get('agent02', '/wps/agent/downline?kind=agents')).body.value.list).toEqual([]);
      // Another merchant's agent01 sees that merchant's team, never alpha's.
      const beta = (await get('betaAgent', '/wps/agent/downline?kind=players', 'beta')).body.value.list as Row[];
      expect(beta.length).toBeGreaterThan(0);
      expect((await get('betaAgent', '/wps/agent/downline?kind=players', 'alpha')).status).toBeGreaterThanOrEqual(400);
    });

    it('refuses non-agents, the trial account, guests and bad input with the envelope', async () => {
      refused(await get('member', '/wps/agent/downline?kind=players'), 'agent.only', 403);
      refused(await get('trial', '/wps/agent/downline?kind=players'), 'in_need_true_account');
      refused(await get(null, '/wps/agent/downline?kind=players'), 'CUSTOMER_NOT_LOGIN');
      refused(await get('agent01', '/wps/agent/downline?kind=everyone'), 'validation.failed', 400);
      refused(await get('agent01', '/wps/agent/downline?kind=players&pageSize=500'), 'validation.failed', 400);
      refused(await get('agent01', '/wps/agent/downline?kind=players&cursor=-1'), 'validation.failed', 400);
    });
  });

  describe('team overview', () => {
    it('counts the whole downline: registrations in the period, online now, size and balance', async () => {
      const today = (await get('agent01', '/wps/agent/team/overview?period=today')).body.value;
      // Seeded just now: the whole team registered today.
      expect(today.teamSize).toBe(today.registrations);
      expect(today.teamSize).toBeGreaterThanOrEqual(8);
      expect(today.onlineNow).toBe(2); // of the team, agent02 and member01 are signed in above
      const lastMonth = (await get('agent01', '/wps/agent/team/overview?period=lastMonth')).body.value;
      expect(lastMonth.registrations).toBe(0);
      expect(lastMonth.teamBalanceMinor).toBe(today.teamBalanceMinor); // a balance is now, whatever the period
      const own = (await get('agent02', '/wps/agent/team/overview?period=today')).body.value;
      expect(own.teamSize).toBe(2);
      expect(today.to - today.from).toBe(24 * 60 * 60 * 1000);
    });

    it('refuses an unknown period and non-agents', async () => {
      refused(await get('agent01', '/wps/agent/team/overview?period=forever'), 'validation.failed', 400);
      refused(await get('member', '/wps/agent/team/overview?period=today'), 'agent.only', 403);
    });
  });

  describe('downline actions', () => {
    const update = (who: string, body: unknown) => t.raw('POST', '/wps/agent/downline/update', { ip: LOCAL, merchant: 'alpha', token: tokens[who]!, body });

    it('keeps the agent\'s note on a direct downline member', async () => {
      const saved = (await update('agent02', { username: 'player21', remark: '  weekend player ' })).body.value;
      expect(saved).toMatchObject({ username: 'player21', remark: 'weekend player', loginBlocked: false });
      const listed = (await get('agent02', '/wps/agent/downline?kind=players&username=player21')).body.value.list;
      expect(listed[0].remark).toBe('weekend player');
      expect((await update('agent02', { username: 'player21', remark: '' })).body.value.remark).toBeNull();
    });

    it('blocks a member\'s login at once and lifts it again', async () => {
      const session = await tokenOf('player22', 'Member@123');
      expect((await update('agent02', { username: 'player22', loginBlocked: true })).body.value.loginBlocked).toBe(true);
      refused(await t.raw('GET', '/wps/member/info', { ip: LOCAL, merchant: 'alpha', token: session }), 'user.or.token.invalid');
      refused(await t.login('player22', 'Member@123', { ip: LOCAL, merchant: 'alpha' }), 'login.blocked', 403);
      expect((await update('agent02', { username: 'player22', loginBlocked: false })).body.value.loginBlocked).toBe(false);
      expect((await t.login('player22', 'Member@123', { ip: LOCAL, merchant: 'alpha' })).body.value.token).toEqual(expect.any(String));
    });

    it('makes a direct player an agent, once', async () => {
      const promoted = (await update('agent02', { username: 'player21', makeAgent: true })).body.value;
      expect(promoted.isAgent).toBe(true);
      expect((await get('agent02', '/wps/agent/downline?kind=agents')).body.value.list.map((r: Row) => r.username)).toEqual(['player21']);
      refused(await update('agent02', { username: 'player21', makeAgent: true }), 'agent.promote.invalid', 409);
    });

    it('acts only on the agent\'s own direct downline, and refuses bad input', async () => {
      // player22 is agent01's downline two levels down, not a direct one; member01 is not agent02's at all.
      refused(await update('agent01', { username: 'player22', remark: 'x' }), 'agent.downline.unknown', 404);
      refused(await update('agent02', { username: 'member01', loginBlocked: true }), 'agent.downline.unknown', 404);
      refused(await update('agent01', { username: 'member01' }), 'validation.failed', 400); // nothing to change
      refused(await update('agent01', { username: 'member01', remark: 'x'.repeat(51) }), 'validation.failed', 400);
      refused(await update('member', { username: 'member01', remark: 'x' }), 'agent.only', 403);
      expect((await t.login('member01', 'Member@123', { ip: LOCAL, merchant: 'alpha' })).body.value.token).toEqual(expect.any(String));
    });
  });

  describe('create a downline account', () => {
    const create = async (who: string, payload: unknown) => {
      const { body, headers } = await t.encrypted(payload);
      return t.raw('POST', '/wps/agent/downline/create', { body, headers, ip: LOCAL, merchant: 'alpha', token: tokens[who]! });
    };

    it('opens an account below the agent, which must change its first password', async () => {
      const username = `dl${Date.now().toString(36).slice(-6)}`;
      const created = (await create('agent02', { username, password: 'First123' })).body.value;
      expect(created).toMatchObject({ username, isAgent: false, teamSize: 0, balanceMinor: 0, remark: null, loginBlocked: false });
      const listed = (await get('agent02', `/wps/agent/downline?kind=players&username=${username}`)).body.value.list as Row[];
      expect(listed.map((r) => r.username)).toEqual([username]);
      const login = (await t.login(username, 'First123', { ip: LOCAL, merchant: 'alpha' })).body.value;
      expect(login.firstTimeLogin).toBe(true); // alpha forces the change of a default password
      refused(await create('agent02', { username, password: 'First123' }), 'username.exists', 409);
    });

    it('checks the merchant\'s username and password rules, field by field', async () => {
      const response = await create('agent02', { username: '1bad', password: 'short' });
      refused(response, 'validation.failed', 400);
      expect(Object.keys((response.body.value as { fields: object }).fields).sort()).toEqual(['password', 'username']);
      refused(await create('member', { username: 'someone1', password: 'First123' }), 'agent.only', 403);
    });
  });

  describe('a message to a downline member', () => {
    const send = (who: string, body: unknown) => t.raw('POST', '/wps/agent/downline/message', { ip: LOCAL, merchant: 'alpha', token: tokens[who]!, body });

    it('arrives in the member\'s inbox from the agent, only for the agent\'s direct downline', async () => {
      expect((await send('agent02', { username: 'player22', title: 'Weekend bonus', content: 'Play this weekend for a 5% bonus.' })).body.value).toEqual({ sent: true });
      const inbox = (await t.raw('GET', '/wps/member/messages', { ip: LOCAL, merchant: 'alpha', token: await tokenOf('player22', 'Member@123') })).body.value.list;
      expect(inbox[0]).toMatchObject({ title: 'Weekend bonus', content: 'Play this weekend for a 5% bonus.', sender: 'agent02', read: false });
      refused(await send('agent02', { username: 'member01', title: 'x', content: 'y' }), 'agent.downline.unknown', 404);
      refused(await send('agent01', { username: 'player22', title: 'x', content: 'y' }), 'agent.downline.unknown', 404);
      refused(await send('agent02', { username: 'player22', title: '   ', content: 'y' }), 'validation.failed', 400);
      refused(await send('agent02', { username: 'player22', title: 'x', content: 'y'.repeat(1001) }), 'validation.failed', 400);
      refused(await send('member', { username: 'member01', title: 'x', content: 'y' }), 'agent.only', 403);
    });

    it('is refused to a member on a time-out or self-exclusion, and nothing reaches the inbox', async () => {
      const player = (await t.platform.stores.members.findByUsername('alpha', 'player21'))!;
      const inbox = async () => Number((await t.platform.db.query<{ n: unknown }>('SELECT count(*) AS n FROM messages WHERE member_id = $1', [player.id]))[0]!.n);
      const before = await inbox();
      const now = t.clock.now();
      for (const kind of ['timeout', 'selfExclusion'] as const) {
        await t.platform.db.query('UPDATE members SET protection_kind = $2, protection_until = $3 WHERE id = $1', [player.id, kind, now + 60_000]);
        refused(await send('agent02', { username: 'player21', title: 'Weekend bonus', content: 'Come back for a 5% bonus.' }), 'agent.downline.protected', 409);
      }
      expect(await inbox()).toBe(before);
      // Once the break is over the agent may write again.
      await t.platform.db.query('UPDATE members SET protection_until = $2 WHERE id = $1', [player.id, now]);
      expect((await send('agent02', { username: 'player21', title: 'Hello', content: 'Welcome back.' })).body.value).toEqual({ sent: true });
      expect(await inbox()).toBe(before + 1);
      await t.platform.db.query('UPDATE members SET protection_kind = NULL, protection_until = NULL WHERE id = $1', [player.id]);
    });
  });

  describe('first deposits in the team overview', () => {
    it('counts a downline member\'s first credited deposit in its period, once', async () => {
      const before = (await get('agent01', '/wps/agent/team/overview?period=today')).body.value.firstDeposits as number;
      const { stores, merchants } = t.platform;
      const merchant = merchants.byCode('alpha')!;
      const member = await stores.members.findByUsername('alpha', 'player21');
      const currency = merchant.currency.code;
      const accounts = {
        clearing: await stores.ledger.account('alpha', 'deposit', null, currency),
        wallet: await stores.ledger.account('alpha', 'member', member!.id, currency),
        house: await stores.ledger.account('alpha', 'house', null, currency),
      };
      const now = t.clock.now();
      for (const reference of ['team-first-1', 'team-first-2']) {
        const { deposit } = await stores.deposits.create({ merchant: 'alpha', memberId: member!.id, channel: 'bank', method: 'gateway', currency, amount: 5000, fee: 0, reference, createdAt: now, expiresAt: now + 3_600_000 });
        expect(await stores.deposits.approve('alpha', deposit.id, accounts, now, 'test', null)).not.toBeNull();
      }
      const after = (await get('agent01', '/wps/agent/team/overview?period=today')).body.value;
      expect(after.firstDeposits).toBe(before + 1); // two deposits, one member's first
      expect((await get('agent02', '/wps/agent/team/overview?period=today')).body.value.firstDeposits).toBeGreaterThanOrEqual(1);
      expect((await get('agent01', '/wps/agent/team/overview?period=lastMonth')).body.value.firstDeposits).toBe(0);
    });
  });
});
