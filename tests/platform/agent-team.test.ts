// The agent centre's team calls (issue 14: access, team overview, downline management) through
// the platform: only agent-centre types get in (a member gets agent.only, the trial account
// in_need_true_account, a guest CUSTOMER_NOT_LOGIN), and an agent sees only its own downline.
// Seed: agent01 -> agent02 (a downline agent) -> player21, player22; agent01 -> member01, ...
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';

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

beforeAll(async () => {
  t = await startTestPlatform();
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
