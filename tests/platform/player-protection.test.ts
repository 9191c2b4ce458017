// Player protection (UKGC RTS 13): a time-out or self-exclusion starts at once, ends every session
// and game ticket, lets the member sign in again only to a restricted session until it ends
// (restricted-session.test.ts covers what that session may do), and cannot be shortened; the
// reality check's interval and this session's play. On PGlite and (with
// TEST_DATABASE_URL) PostgreSQL, with the games area on so game tickets are covered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { round, ticketFor } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

TestDatabases.describeEach('player protection', ({ id: kind }) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ games: true, postgres: kind === 'postgres' });
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (token: string | null, method: string, path: string, body?: unknown) =>
    t.raw(method, path, { ip: LOCAL_IP, ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
  const start = (token: string, body: unknown) => call(token, 'POST', '/wps/member/protection/start', body);

  it('a time-out logs the member out everywhere, ends game tickets, and restricts the next sessions until it ends', async () => {
    const account = await newAccount(t, { creditMinor: 100_000 });
    const phone = await tokenOf(t, account);
    const laptop = await tokenOf(t, account);
    const ticket = await ticketFor(t, laptop);
    expect((await round(t, { ticket, roundId: 'before-timeout', bet: 100 })).status).toBe(200);

    const started = await start(phone, { kind: 'timeout', duration: '24h' });
    expect(started.body.value).toEqual({ kind: 'timeout', duration: '24h', until: t.clock.now() + DAY });

    // Both devices are logged out (401: the portal clears its session).
    for (const token of [phone, laptop]) {
      const refused = await call(token, 'GET', '/wps/member/info');
      expect(refused.status).toBe(401);
      expectFailureEnvelope(refused.body, 'user.or.token.invalid');
    }
    const played = await round(t, { ticket, roundId: 'after-timeout', bet: 100 });
    expect([played.status, played.json<{ errorCode: string }>().errorCode]).toEqual([401, 'game_ticket_invalid']);

    // Signing in again gives a restricted session: a launch is refused, saying until when.
    const restricted = await tokenOf(t, account);
    const launch = await call(restricted, 'POST', '/wps/game/launchGame', { gameId: 1, launchMode: 'GLS' });
    expect(launch.status).toBe(403);
    expectFailureEnvelope(launch.body, 'account.excluded');
    expect(launch.body.value).toMatchObject({ kind: 'timeout', until: t.clock.now() + DAY, indefinite: false, untilText: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/) });
    // A wrong password still says only that: the break is not revealed to whoever types the name.
    const wrong = await t.login(account.username, 'Wrong@1234', { ip: LOCAL_IP });
    expectFailureEnvelope(wrong.body, 'user.or.password.invalid');

    t.clock.advance(DAY - 60_000);
    expectFailureEnvelope((await call(await tokenOf(t, account), 'GET', '/wps/member/deposit/channels')).body, 'account.excluded');
    t.clock.advance(2 * 60_000);
    expect((await call(await tokenOf(t, account), 'GET', '/wps/member/deposit/channels')).body.success).toBe(true);
  });

  it('a session that slipped through (opened before the block took effect elsewhere) is restricted on its next call', async () => {
    const account = await newAccount(t);
    const token = await tokenOf(t, account);
    // The block written directly, as another platform process would, without ending this session.
    await t.platform.stores.protection.start(account.id, 'selfExclusion', '6m', t.clock.now() + 10 * DAY, t.clock.now());
    expect((await call(token, 'GET', '/wps/v2/wallets/balance')).body.success).toBe(true);
    const refused = await call(token, 'GET', '/wps/member/missions');
    expect(refused.status).toBe(403);
    expectFailureEnvelope(refused.body, 'account.excluded');
  });

  it('self-exclusion runs in calendar months and years, and restricts every session all that time', async () => {
    const account = await newAccount(t);
    const token = await tokenOf(t, account);
    const now = t.clock.now();
    const started = await start(token, { kind: 'selfExclusion', duration: '6m' });
    const sixMonths = new Date(now);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(started.body.value.until).toBe(sixMonths.getTime());
    t.clock.advance(150 * DAY);
    const during = await tokenOf(t, account);
    expect((await call(during, 'GET', '/wps/member/info')).body.value.protection).toEqual({ kind: 'selfExclusion', until: sixMonths.getTime(), indefinite: false });
    expectFailureEnvelope((await call(during, 'GET', '/wps/member/rewards')).body, 'account.excluded');
    t.clock.set(sixMonths.getTime() + 1);
    expect((await call(await tokenOf(t, account), 'GET', '/wps/member/info')).body.value.protection).toBeNull();
  });

  it('cannot be shortened: an earlier end changes nothing', async () => {
    const account = await newAccount(t);
    const now = t.clock.now();
    const store = t.platform.stores.protection;
    expect(await store.start(account.id, 'selfExclusion', '1y', now + 365 * DAY, now)).toEqual({ kind: 'selfExclusion', until: now + 365 * DAY });
    expect(await store.start(account.id, 'timeout', '24h', now + DAY, now)).toBeNull();
    const member = await t.platform.stores.members.findById(account.id);
    expect(member?.protection).toEqual({ kind: 'selfExclusion', until: now + 365 * DAY });
    // Lengthening is allowed.
    expect(await store.start(account.id, 'selfExclusion', '5y', now + 5 * 365 * DAY, now)).not.toBeNull();
  });

  it('bad input gets its errorCode', async () => {
    const token = await tokenOf(t, await newAccount(t));
    expectFailureEnvelope((await start(token, { kind: 'timeout', duration: '6m' })).body, 'protection.duration.invalid');
    expectFailureEnvelope((await start(token, { kind: 'selfExclusion', duration: '24h' })).body, 'protection.duration.invalid');
    expectFailureEnvelope((await start(token, { kind: 'selfExclusion', duration: 'toString' })).body, 'protection.duration.invalid');
    expectFailureEnvelope((await start(token, { kind: 'forever', duration: '1y' })).body, 'validation.failed');
    expectFailureEnvelope((await start(token, {})).body, 'validation.failed');
    const setCheck = (minutes: unknown) => call(token, 'POST', '/wps/member/protection/reality-check', { minutes });
    expectFailureEnvelope((await setCheck(9)).body, 'realityCheck.interval.invalid');
    expectFailureEnvelope((await setCheck(481)).body, 'realityCheck.interval.invalid');
    expectFailureEnvelope((await setCheck('30')).body, 'validation.failed');
    expectFailureEnvelope((await setCheck(12.5)).body, 'validation.failed');
    // Still logged in: none of these started anything.
    expect((await call(token, 'GET', '/wps/member/info')).body.success).toBe(true);
  });

  it('the reality check keeps the interval and reports this session: start, rounds, stakes, wins, net, as the ledger has them', async () => {
    const account = await newAccount(t, { creditMinor: 100_000 });
    // A round of an earlier session is not this session's play.
    const earlier = await tokenOf(t, account);
    expect((await round(t, { ticket: await ticketFor(t, earlier), roundId: 'reality-0', bet: 5000 })).status).toBe(200);
    t.clock.advance(60_000);
    const { ledger } = t.platform.stores;
    const wallet = await ledger.account('alpha', 'member', account.id, 'BDT');
    const before = (await ledger.entries(wallet)).length;
    const token = await tokenOf(t, account);
    const loggedInAt = t.clock.now();
    expect((await call(token, 'POST', '/wps/member/protection/reality-check', { minutes: 30 })).body.value).toEqual({ realityCheckMinutes: 30 });
    const ticket = await ticketFor(t, token);
    t.clock.advance(5 * 60_000);
    for (const [n, bet] of [100, 500, 1000].entries()) expect((await round(t, { ticket, roundId: `reality-${n + 1}`, bet })).status).toBe(200);
    const status = (await call(token, 'GET', '/wps/member/protection')).body.value;
    // The session's money as the ledger moved it: the wallet's entries since the login.
    const session = (await ledger.entries(wallet)).slice(before);
    const staked = -session.filter((e) => e.kind === 'game_bet').reduce((sum, e) => sum + e.amount, 0);
    const won = session.filter((e) => e.kind === 'game_win').reduce((sum, e) => sum + e.amount, 0);
    expect(staked).toBe(1_600);
    expect(status).toEqual({
      realityCheckMinutes: 30, sessionStartedAt: loggedInAt, serverNow: t.clock.now(),
      play: { rounds: 3, betMinor: staked, winMinor: won, netMinor: won - staked },
    });
    expect(status.play.netMinor).toBe(session.reduce((sum, e) => sum + e.amount, 0));
    // A new session starts a new count; the interval stays with the member.
    t.clock.advance(60_000);
    const next = (await call(await tokenOf(t, account), 'GET', '/wps/member/protection')).body.value;
    expect(next.play).toEqual({ rounds: 0, betMinor: 0, winMinor: 0, netMinor: 0 });
    expect(next.realityCheckMinutes).toBe(30);
    expect((await call(token, 'POST', '/wps/member/protection/reality-check', { minutes: null })).body.value).toEqual({ realityCheckMinutes: null });
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(t);
    });

    const expected: Record<Role, string> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'ok', member: 'ok', anotherMember: 'ok', agent: 'ok', anotherMerchant: 'user.or.token.invalid',
    };

    it.each(ROLES)('status and reality check as %s: own data only', async (role) => {
      const set = await asRole(t, roles, role, 'POST', '/wps/member/protection/reality-check', { minutes: role === 'member' ? 45 : 60 });
      const status = await asRole(t, roles, role, 'GET', '/wps/member/protection');
      if (expected[role] === 'ok') {
        expect(set.body.success).toBe(true);
        expect(status.body.value.realityCheckMinutes).toBe(role === 'member' ? 45 : 60);
      } else {
        expectFailureEnvelope(set.body, expected[role]);
        expectFailureEnvelope(status.body, expected[role]);
      }
    });

    it('a time-out by one member leaves another member, the agent and the other merchant untouched', async () => {
      expectFailureEnvelope((await asRole(t, roles, 'guest', 'POST', '/wps/member/protection/start', { kind: 'timeout', duration: '24h' })).body, 'CUSTOMER_NOT_LOGIN');
      expectFailureEnvelope((await asRole(t, roles, 'trial', 'POST', '/wps/member/protection/start', { kind: 'timeout', duration: '24h' })).body, 'in_need_true_account');
      expectFailureEnvelope((await asRole(t, roles, 'anotherMerchant', 'POST', '/wps/member/protection/start', { kind: 'timeout', duration: '24h' })).body, 'user.or.token.invalid');
      expect((await asRole(t, roles, 'member', 'POST', '/wps/member/protection/start', { kind: 'timeout', duration: '7d' })).body.success).toBe(true);
      // Logged out: the member's session is gone, and a new login is restricted.
      expectFailureEnvelope((await asRole(t, roles, 'member', 'GET', '/wps/member/protection')).body, 'user.or.token.invalid');
      const restricted = (await tokenLogin(roles.account.member.username, roles.account.member.password)).body.value.token as string;
      expectFailureEnvelope((await call(restricted, 'GET', '/wps/member/rewards')).body, 'account.excluded');
      for (const other of ['anotherMember', 'agent', 'trial'] as const) {
        expect((await asRole(t, roles, other, 'GET', '/wps/member/protection')).body.success).toBe(true);
      }
      const beta = await t.raw('GET', '/wps/member/protection', { ip: LOCAL_IP, merchant: 'beta', token: roles.token.anotherMerchant! });
      expect(beta.body.success).toBe(true);
      // The agent may take one for itself too.
      expect((await asRole(t, roles, 'agent', 'POST', '/wps/member/protection/start', { kind: 'selfExclusion', duration: '1y' })).body.success).toBe(true);
      const agent = (await tokenLogin(roles.account.agent.username, roles.account.agent.password)).body.value.token as string;
      expectFailureEnvelope((await call(agent, 'GET', '/wps/agent/downline')).body, 'account.excluded');
    });

    const tokenLogin = (username: string, password: string) => t.login(username, password, { ip: LOCAL_IP });
  });
});
