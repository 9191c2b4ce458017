// Significant events (GLI-19 2.8.8, 2.8.5): failed logins with the IP, large bets and wins over
// the merchant's thresholds, limit and exclusion changes (request time, type, start, end, reason),
// personal-data and settings edits, each with before, after and who did it; append-only (the
// database refuses UPDATE and DELETE); read in the desk by support and admin, filtered by member,
// type and day, paged, never across merchants. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP } from './accounts.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { agentChain } from './contract-helpers.ts';
import { deskSigned, playerBelow, runAt, seedRounds, walletBalance } from './settlement-helpers.ts';
import { round, ticketFor } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';
import type { Envelope } from '../../src/shared/envelope.ts';

type Event = { id: number; at: number; type: string; member: string | null; actor: string; ip: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

TestDatabases.describeEach('significant events', ({ postgres }) => {
  let t: TestPlatform;
  let support: string;
  let n = 0;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, games: true, withdrawalJobMs: false, depositJobMs: false });
    // alpha (BDT, 2 decimals): a stake of 50.00 or more is a large bet, a win of 1.00 or more a large win.
    t.platform.merchants.byCode('alpha')!.constants.significantEvents = { largeBetAtLeast: 50, largeWinAtLeast: 1 };
    support = await deskToken(t, 'support01');
  }, 300_000);
  afterAll(async () => t?.close());

  const call = (token: string, method: string, path: string, body?: unknown) =>
    t.raw(method, path, { ip: LOCAL_IP, merchant: 'alpha', token, ...(body === undefined ? {} : { body }) });
  const events = async (query: string, token = support, merchant = 'alpha') => {
    const res = await t.raw('GET', `/wps/desk/events?${query}`, { token, merchant });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.value as { items: Event[]; total: number; page: number; pageSize: number };
  };

  it('a failed login is recorded with the IP, for an account and for a name that is none', async () => {
    const account = await newAccount(t);
    const wrong = await t.login(account.username, 'Wrong@1234', { ip: '10.9.8.7' });
    expectFailureEnvelope(wrong.body);
    await t.login('nobody-here', 'Wrong@1234', { ip: '10.9.8.6' });
    const mine = await events(`member=${account.username}&type=login.failed`);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ type: 'login.failed', member: account.username, actor: 'member', ip: '10.9.8.7', before: null, after: { reason: 'password' } });
    const unknown = await events('member=nobody-here');
    expect(unknown.items[0]).toMatchObject({ type: 'login.failed', ip: '10.9.8.6', after: { reason: 'unknown account' } });
  });

  it('bets and wins at or over the thresholds are recorded with the balance before and after; smaller ones are not', async () => {
    const account = await newAccount(t, { creditMinor: 200_000 });
    const token = await tokenOf(t, account);
    const ticket = await ticketFor(t, token);
    const play = async (bet: number) => {
      const res = (await round(t, { ticket, roundId: `events-round-${(n += 1)}-${Date.now()}`, bet })).json<Envelope<any>>();
      expect(res.success, JSON.stringify(res)).toBe(true);
      return res.value.round as { bet: number; win: number; balanceAfter: number; roundId: string };
    };
    const big = await play(5_000);
    const small: { win: number }[] = [];
    for (let i = 0; i < 30 && !small.some((r) => r.win > 0); i += 1) small.push(await play(100));
    const bets = (await events(`member=${account.username}&type=bet.large`)).items;
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ actor: 'member', before: { balanceMinor: big.balanceAfter + big.bet - big.win }, after: { balanceMinor: big.balanceAfter, betMinor: 5_000, roundId: big.roundId } });
    const wins = (await events(`member=${account.username}&type=win.large`)).items;
    const winning = [big, ...small].filter((r) => r.win >= 100);
    expect(winning.length).toBeGreaterThan(0);
    expect(wins.map((w) => w.after?.winMinor).sort()).toEqual(winning.map((r) => r.win).sort());
  });

  it('limit, settings, personal-data and exclusion changes carry before, after, request time, start, end and reason', async () => {
    const account = await newAccount(t);
    const token = await tokenOf(t, account);
    const requestedAt = t.clock.now();
    expect((await call(token, 'POST', '/wps/member/deposit/limits', { period: 'day', amount: '500' })).body.success).toBe(true);
    expect((await call(token, 'POST', '/wps/member/deposit/limits', { period: 'day', amount: '900' })).body.value.change).toBe('pending');
    const limits = (await events(`member=${account.username}&type=limit.changed`)).items;
    expect(limits).toHaveLength(2);
    expect(limits[1]).toMatchObject({ before: null, after: { limit: 'deposit', period: 'day', limitMinor: 50_000, change: 'now', requestedAt, start: requestedAt } });
    expect(limits[0]).toMatchObject({ before: { limitMinor: 50_000 }, after: { limitMinor: 50_000, nextLimitMinor: 90_000, change: 'pending', start: requestedAt + 24 * 3_600_000 } });

    expect((await call(token, 'POST', '/wps/member/protection/reality-check', { minutes: 30 })).body.success).toBe(true);
    const settings = (await events(`member=${account.username}&type=settings.changed`)).items;
    expect(settings[0]).toMatchObject({ before: { realityCheckMinutes: null }, after: { realityCheckMinutes: 30 } });

    const encrypted = await t.encrypted({ oldPassword: account.password, newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' });
    const changed = await t.raw('POST', '/wps/member/password', { ip: LOCAL_IP, merchant: 'alpha', token, ...encrypted });
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    const profile = (await events(`member=${account.username}&type=profile.changed`)).items;
    expect(profile[0]).toMatchObject({ after: { password: 'changed' } });
    expect(JSON.stringify(profile[0])).not.toMatch(/argon|Newpass123/);

    const fresh = await tokenOf(t, { ...account, password: 'Newpass123' });
    const startedAt = t.clock.now();
    const started = await call(fresh, 'POST', '/wps/member/protection/start', { kind: 'selfExclusion', duration: '1y' });
    expect(started.body.success, JSON.stringify(started.body)).toBe(true);
    const restricted = await tokenOf(t, { ...account, password: 'Newpass123' });
    const reason = 'I would like to play again after counselling';
    expect((await call(restricted, 'POST', '/wps/member/protection/lift', { reason })).body.success).toBe(true);
    const lifts = await t.raw('GET', '/wps/desk/protection/lifts?status=pending', { token: support });
    const lift = lifts.body.value.items.find((i: { member: string }) => i.member === account.username);
    expect((await t.raw('POST', '/wps/desk/protection/lifts/decide', { token: support, body: { id: lift.id, action: 'approve', idempotencyKey: actionKey() } })).body.success).toBe(true);
    const exclusion = (await events(`member=${account.username}&type=exclusion.changed`)).items;
    expect(exclusion.map((e) => e.actor)).toEqual(['operator:support01', 'member', 'member']);
    expect(exclusion[2]).toMatchObject({ before: null, after: { kind: 'selfExclusion', duration: '1y', requestedAt: startedAt, start: startedAt, end: started.body.value.until } });
    expect(exclusion[1]).toMatchObject({ before: { kind: 'selfExclusion', end: started.body.value.until }, after: { request: 'lift', status: 'pending', reason } });
    expect(exclusion[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved', reason } });
  });

  const loginWith = async (payload: Record<string, unknown>, ip: string) => {
    const { body, headers } = await t.encrypted(payload);
    return t.raw('POST', '/wps/session/login', { body, headers, ip, merchant: 'alpha' });
  };

  it('a failed login at the captcha step is recorded with the IP; a missing captcha is only a prompt', async () => {
    const account = await newAccount(t);
    const ip = freshIp();
    expectFailureEnvelope((await t.login(account.username, 'Wrong@1234', { ip })).body, 'user.or.password.invalid');
    // The failure brings the captcha in: asked for, it is a prompt, not an attempt.
    expectFailureEnvelope((await loginWith({ type: 'username', username: account.username, password: account.password }, ip)).body, 'captcha.required');
    expect((await events(`member=${account.username}&type=login.failed`)).total).toBe(1);
    const wrong = await loginWith({ type: 'username', username: account.username, password: account.password, captcha: 'XXXXX', loginDeviceId: 'dev-events' }, ip);
    expectFailureEnvelope(wrong.body, 'captcha.invalid');
    const after = await events(`member=${account.username}&type=login.failed`);
    expect(after.total).toBe(2);
    expect(after.items[0]).toMatchObject({ type: 'login.failed', member: account.username, actor: 'member', ip, before: null, after: { reason: 'captcha' } });
  });

  it('a failed SMS-code login is recorded with the IP, against the number\'s account or as typed', async () => {
    const mobile = `0171${String(process.pid).padStart(7, '0').slice(-7)}`;
    const account = await newAccount(t, { mobile });
    const ip = freshIp();
    expectFailureEnvelope((await loginWith({ type: 'sms', mobileNum: mobile, password: '000000' }, ip)).body);
    const mine = await events(`member=${account.username}&type=login.failed`);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ member: account.username, ip, after: { reason: 'sms code' } });
    expectFailureEnvelope((await loginWith({ type: 'sms', mobileNum: '01800000000', password: '000000' }, ip)).body);
    expect((await events('member=01800000000&type=login.failed')).items[0]).toMatchObject({ ip, after: { reason: 'sms code' } });
  });

  it('rows are append-only: the database refuses UPDATE and DELETE, and the store has no such method', async () => {
    const [row] = await t.platform.db.query<{ id: number }>('SELECT id FROM significant_events ORDER BY id LIMIT 1');
    expect(row).toBeDefined();
    await expect(t.platform.db.query("UPDATE significant_events SET actor = 'system' WHERE id = $1", [row!.id])).rejects.toThrow(/append-only/);
    await expect(t.platform.db.query('DELETE FROM significant_events WHERE id = $1', [row!.id])).rejects.toThrow(/append-only/);
    expect(Object.keys(t.platform.stores.significantEvents).sort()).toEqual(['append', 'list']);
  });

  it('a bonus decision by the desk is recorded with before, after and the operator', async () => {
    // Inside alpha's `welcome` promotion (an application the desk decides).
    t.clock.set(Date.UTC(2026, 10, 26, 12));
    const account = await newAccount(t);
    const token = await tokenOf(t, account);
    const applied = await call(token, 'POST', '/wps/relay/MCSFE_signUpRequestReward', { promotionId: 'welcome' });
    expect(applied.body.success, JSON.stringify(applied.body)).toBe(true);
    const id = applied.body.value.id as number;
    const finance = await deskToken(t, 'finance01');
    const decided = await t.raw('POST', '/wps/desk/promotions/decide', { token: finance, body: { id, action: 'approve', bonusAmount: '500', idempotencyKey: actionKey() } });
    expect(decided.body.success, JSON.stringify(decided.body)).toBe(true);
    support = await deskToken(t, 'support01');
    const bonus = await events(`member=${account.username}&type=bonus.changed`);
    expect(bonus.total).toBe(1);
    expect(bonus.items[0]).toMatchObject({
      actor: 'operator:finance01',
      before: { id, promotionId: 'welcome', status: 'applying', bonusMinor: null },
      after: { id, promotionId: 'welcome', status: 'issued', bonusMinor: 50_000 },
    });
  });

  it('the desk paying a held settlement at an adjusted amount is a balance adjustment: the operator, the wallet before and after', async () => {
    const HOUR = 3_600_000;
    const DAY = 24 * HOUR;
    // alpha's day starts at 18:00 UTC.
    const dayStart = (at: number) => Math.floor((at + 6 * HOUR) / DAY) * DAY - 6 * HOUR;
    // Midday on alpha's clock, where its day and the UTC day share a date (the desk read's tests filter by the UTC one).
    t.clock.set(dayStart(t.clock.now()) + 2 * DAY + 12 * HOUR);
    const day = dayStart(t.clock.now());
    const [admin, finance] = [await deskToken(t, 'admin01'), await deskToken(t, 'finance01')];
    support = await deskToken(t, 'support01');
    const { top } = await agentChain(t);
    // 1% of a 300,000.00 team bet earns 3,000.00: above alpha's review threshold, so held for the desk.
    const contract = await deskSigned(t, admin, top, 'dailySalary', [{ teamBetMinor: 1, activeMembers: 1, rate: 1 }]);
    await seedRounds(t, [{ member: await playerBelow(t, top), bet: 30_000_000, win: 0, at: day + HOUR }]);
    await runAt(t, day + DAY + 60_000, contract);
    const [row] = await t.platform.db.query<{ id: string }>('SELECT id FROM contract_settlements WHERE contract_id = $1', [contract]);
    const id = Number(row!.id);
    const start = await walletBalance(t, top.id);
    expect((await events(`member=${top.username}&type=balance.adjusted`)).total).toBe(0);
    const paid = await t.raw('POST', '/wps/desk/settlements/decide', { token: finance, body: { id, action: 'pay', amount: '2500.50', idempotencyKey: actionKey() } });
    expect(paid.body.value, JSON.stringify(paid.body)).toMatchObject({ id, state: 'disbursed', amountMinor: 250_050 });
    expect(await walletBalance(t, top.id)).toBe(start + 250_050);
    const adjusted = await events(`member=${top.username}&type=balance.adjusted`);
    expect(adjusted.total).toBe(1);
    expect(adjusted.items[0]).toMatchObject({
      type: 'balance.adjusted', member: top.username, actor: 'operator:finance01',
      before: { id, state: 'pending', held: true, amountMinor: 300_000, computedAmountMinor: null, balanceMinor: start },
      after: { id, state: 'disbursed', amountMinor: 250_050, computedAmountMinor: 300_000, balanceMinor: start + 250_050 },
    });
  });

  describe('the desk read', () => {
    it('filters by day and type, and pages', async () => {
      const account = await newAccount(t);
      const token = await tokenOf(t, account);
      for (const period of ['day', 'week', 'month']) expect((await call(token, 'POST', '/wps/member/deposit/limits', { period, amount: '500' })).body.success).toBe(true);
      const day = new Date(t.clock.now()).toISOString().slice(0, 10);
      const first = await events(`member=${account.username}&from=${day}&to=${day}&pageSize=2`);
      expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.items).toHaveLength(2);
      const second = await events(`member=${account.username}&from=${day}&to=${day}&pageSize=2&page=2`);
      expect(second.items).toHaveLength(1);
      expect(new Set([...first.items, ...second.items].map((e) => e.id)).size).toBe(3);
      const tomorrow = new Date(t.clock.now() + 86_400_000).toISOString().slice(0, 10);
      expect((await events(`member=${account.username}&from=${tomorrow}`)).total).toBe(0);
      expect((await events(`member=${account.username}&type=limit.changed`)).total).toBe(3);
      expect((await events(`member=${account.username}&type=win.large`)).total).toBe(0);
    });

    it('refuses a day that is no calendar date, or a last day before the first, naming the field', async () => {
      const fieldOf = async (query: string) => {
        const res = await t.raw('GET', `/wps/desk/events?${query}`, { token: support, merchant: 'alpha' });
        expectFailureEnvelope(res.body, 'validation.failed');
        expect(res.status).toBe(400);
        return (res.body.value.errors as { field: string }[]).map((e) => e.field);
      };
      // 2026-02-30 would otherwise be read as 2 March.
      expect(await fieldOf('from=2026-02-30')).toEqual(['from']);
      expect(await fieldOf('to=2026-13-01')).toEqual(['to']);
      expect(await fieldOf('from=2026-03-02&to=2026-03-01')).toEqual(['to']);
      expect((await events('from=2026-03-01&to=2026-03-01')).total).toBeGreaterThanOrEqual(0);
    });

    it('support and admin read; finance, another merchant and a member token are refused or see nothing', async () => {
      const account = await newAccount(t);
      await t.login(account.username, 'Wrong@1234', { ip: freshIp() });
      const admin = await deskToken(t, 'admin01');
      expect((await events(`member=${account.username}`, admin)).total).toBe(1);
      const finance = await deskToken(t, 'finance01');
      const refused = await t.raw('GET', `/wps/desk/events?member=${account.username}`, { token: finance });
      expectFailureEnvelope(refused.body, 'desk.role.forbidden');
      const beta = await deskToken(t, 'support01', 'beta');
      expect((await events(`member=${account.username}`, beta, 'beta')).total).toBe(0);
      const onAlpha = await t.raw('GET', '/wps/desk/events', { token: beta, merchant: 'alpha' });
      expect(onAlpha.body.success).toBe(false);
      const member = await tokenOf(t, await newAccount(t));
      const asMember = await t.raw('GET', '/wps/desk/events', { token: member });
      expect(asMember.body.success).toBe(false);
      expect(asMember.status).toBe(401);
    });
  });
});
