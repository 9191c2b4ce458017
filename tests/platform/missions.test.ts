// Missions and the reward centre: progress summed on the platform from settled
// real-money bets and credited deposits in the mission's period (the merchant's midnight, Sunday
// weeks, a date range), the claim paid through the ledger once per member, mission and period
// (also when ten claims race, and from two platform processes on one PostgreSQL), the period
// boundary (a reached daily mission not claimed by midnight is expired), the leaderboard with
// masked names and the member's rank, the reward centre's states, and the role matrix.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidDeposit } from './deposit-helpers.ts';
import { expectFailureEnvelope, makeMerchantsDir, startSecondProcess, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { balanceOf, round, ticketFor } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';

const OFFSET_H = 6;
/** Epoch ms of a wall-clock time in the merchant's zone (UTC+6). */
const local = (day: number, hour = 12, minute = 0) => Date.UTC(2026, 0, day, hour - OFFSET_H, minute);

// Pinned here so the tests do not follow edits of the shipped merchant's missions. Amounts in BDT.
const MISSIONS = {
  enabled: true,
  utcOffsetMinutes: OFFSET_H * 60,
  items: [
    { id: 'spin-daily', target: { kind: 'validBet', amount: 100 }, period: { kind: 'daily' }, prize: { kind: 'money', amount: 10 }, labelKey: 'missions.dailySpin' },
    { id: 'deposit-daily', target: { kind: 'deposit', amount: 500 }, period: { kind: 'daily' }, prize: { kind: 'money', amount: 20 }, labelKey: 'missions.dailyDeposit' },
    { id: 'weekly', target: { kind: 'validBet', amount: 300 }, period: { kind: 'weekly' }, prize: { kind: 'money', amount: 30 }, labelKey: 'missions.weeklyPlayer' },
    { id: 'cup', target: { kind: 'validBet', amount: 50 }, period: { kind: 'range', from: '2026-01-20', to: '2026-01-22' }, prize: { kind: 'money', amount: 5 }, labelKey: 'missions.winterCup' },
    { id: 'points-daily', target: { kind: 'validBet', amount: 150 }, period: { kind: 'daily' }, prize: { kind: 'points', amount: 250 }, labelKey: 'missions.dailySpin' },
  ],
};

function merchantsWithMissions(): string {
  const dir = makeMerchantsDir();
  const file = join(dir, 'alpha', 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.constants.missions = MISSIONS;
  // The reward centre's own rewards (sign-in, newbie ...) are tested in reward-center.test.ts.
  delete config.constants.rewardCenter;
  writeFileSync(file, JSON.stringify(config, null, 2));
  return dir;
}

TestDatabases.describeEach('missions', ({ id: kind }) => {
  let t: TestPlatform;
  let merchantsDir: string;
  beforeAll(async () => {
    merchantsDir = merchantsWithMissions();
    t = await startTestPlatform({ games: true, postgres: kind === 'postgres', merchantsDir, withdrawalJobMs: false, depositJobMs: false });
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (token: string, path: string) => t.raw('GET', path, { ip: LOCAL_IP, token });
  const claim = (token: string, missionId: string, base = t) => base.raw('POST', '/wps/member/missions/claim', { ip: LOCAL_IP, token, body: { missionId } });
  const missionsOf = async (token: string) => {
    const res = await get(token, '/wps/member/missions');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.value as { claimableCount: number; missions: { id: string; state: string; progressMinor: number; targetMinor: number; period: { from: number; to: number }; leaderboard: { top: { rank: number; name: string; progressMinor: number; self: boolean }[]; ownRank: number | null } }[] };
  };
  const mission = async (token: string, id: string) => (await missionsOf(token)).missions.find((m) => m.id === id);
  const rewardsOf = async (token: string) => (await get(token, '/wps/member/rewards')).body.value as { items: { id: string; source: string; state: string; amountMinor: number | null; missionId?: string; at: number }[]; counts: Record<string, number> };
  const missionEntries = async (memberId: number) =>
    Number((await t.platform.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions x ON x.id = e.transaction_id
       WHERE a.member_id = $1 AND x.kind = 'mission'`, [memberId],
    ))[0]?.n);
  /** A fresh member with money who plays these slot bets now (each a settled round). */
  async function player(bets: number[] = []): Promise<{ account: TestAccount; token: string; play(more: number[], as?: string): Promise<void> }> {
    const account = await newAccount(t, { creditMinor: 10_000_000 });
    const token = await tokenOf(t, account);
    let n = 0;
    const play = async (more: number[], as = token) => {
      const ticket = await ticketFor(t, as);
      for (const bet of more) {
        const played = await round(t, { ticket, roundId: `mission-${account.id}-${(n += 1)}`, bet });
        expect(played.status, played.text).toBe(200);
      }
    };
    await play(bets);
    return { account, token, play };
  }
  const deposit = (token: string, amount: string) => paidDeposit(t, token, amount);


  it('sums valid bets of the period, pays the prize once, and answers a second claim with mission.claimed', async () => {
    t.clock.set(local(5, 10));
    const { account, token, play } = await player([5000]);
    expect(await mission(token, 'spin-daily')).toMatchObject({ state: 'inProgress', progressMinor: 5000, targetMinor: 10_000, period: { from: local(5, 0), to: local(6, 0) } });
    // The zone the page writes the period's times in: the merchant's, not the browser's.
    expect((await get(token, '/wps/member/missions')).body.value.utcOffsetMinutes).toBe(OFFSET_H * 60);
    const early = await claim(token, 'spin-daily');
    expect(early.status).toBe(409);
    expectFailureEnvelope(early.body, 'mission.notReached');
    expect(early.body.value).toEqual({ progressMinor: 5000, targetMinor: 10_000 });

    await play([5000]);
    const reached = await missionsOf(token);
    expect(reached.missions.find((m) => m.id === 'spin-daily')).toMatchObject({ state: 'claimable', progressMinor: 10_000 });
    expect(reached.claimableCount).toBe(1);
    expect((await rewardsOf(token)).items).toContainEqual(expect.objectContaining({ source: 'mission', missionId: 'spin-daily', state: 'available', amountMinor: 1000, at: local(6, 0) }));

    const before = await balanceOf(t, token);
    const paid = await claim(token, 'spin-daily');
    expect(paid.body.value).toEqual({ missionId: 'spin-daily', prizeKind: 'money', amountMinor: 1000, periodFrom: local(5, 0), periodTo: local(6, 0), claimedAt: local(5, 10) });
    expect(await balanceOf(t, token)).toBe(before + 1000);
    const twice = await claim(token, 'spin-daily');
    expect(twice.status).toBe(409);
    expectFailureEnvelope(twice.body, 'mission.claimed');
    expect(await balanceOf(t, token)).toBe(before + 1000);
    expect(await missionEntries(account.id)).toBe(1);
    expect(await mission(token, 'spin-daily')).toMatchObject({ state: 'claimed' });
    expect((await missionsOf(token)).claimableCount).toBe(0);
    const rewards = await rewardsOf(token);
    expect(rewards.items.filter((r) => r.source === 'mission')).toEqual([expect.objectContaining({ missionId: 'spin-daily', state: 'claimed', amountMinor: 1000, at: local(5, 10) })]);
    // The prize is a ledger movement of its own kind in the transaction history.
    const history = await get(token, `/wps/member/history/transactions?from=${local(5, 0)}&to=${local(6, 0)}`);
    expect(history.body.value.items.map((i: { kind: string }) => i.kind)).toContain('mission');
  });

  it('counts credited deposits, not requests still waiting', async () => {
    t.clock.set(local(7, 9));
    const { token } = await player();
    const waiting = await t.raw('POST', '/wps/member/deposit', { ip: LOCAL_IP, token, body: { channel: 'bkash', amount: '500', requestKey: `mk-${randomBytes(6).toString('hex')}`, returnUrl: 'http://alpha.localhost/member' } });
    expect(waiting.body.success).toBe(true);
    expect(await mission(token, 'deposit-daily')).toMatchObject({ progressMinor: 0, state: 'inProgress' });
    await deposit(token, '300');
    await deposit(token, '200');
    expect(await mission(token, 'deposit-daily')).toMatchObject({ progressMinor: 50_000, targetMinor: 50_000, state: 'claimable' });
    expect((await claim(token, 'deposit-daily')).body.value).toMatchObject({ amountMinor: 2000 });
  });

  it('pays once when ten claims race', async () => {
    t.clock.set(local(8, 15));
    const { account, token } = await player([5000, 5000]);
    const before = await balanceOf(t, token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(token, 'spin-daily')));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.success)) expectFailureEnvelope(refused.body, 'mission.claimed');
    expect(await balanceOf(t, token)).toBe(before + 1000);
    expect(await missionEntries(account.id)).toBe(1);
  });

  it('pays a points prize into the points ledger, not the wallet, once when ten claims race', async () => {
    t.clock.set(local(10, 15));
    const { account, token } = await player([5000, 5000, 5000]);
    const pointsOf = async () => (await get(token, '/wps/relay/MCS2_getPointBalance')).body.value.points as number;
    expect(await mission(token, 'points-daily')).toMatchObject({ state: 'claimable', prizeKind: 'points', prizeMinor: 250 });
    expect((await rewardsOf(token)).items).toContainEqual(expect.objectContaining({ missionId: 'points-daily', state: 'available', amountMinor: null, points: 250 }));
    const wallet = await balanceOf(t, token);
    const points = await pointsOf();
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(token, 'points-daily')));
    expect(answers.filter((a) => a.body.success).map((a) => a.body.value)).toEqual([{ missionId: 'points-daily', prizeKind: 'points', amountMinor: 250, periodFrom: local(10, 0), periodTo: local(11, 0), claimedAt: local(10, 15) }]);
    for (const refused of answers.filter((a) => !a.body.success)) expectFailureEnvelope(refused.body, 'mission.claimed');
    expect(await pointsOf()).toBe(points + 250);
    expect(await balanceOf(t, token)).toBe(wallet);
    expect(await missionEntries(account.id)).toBe(0);
    const details = await get(token, '/wps/relay/MCS2_getPointDetails');
    expect(details.body.value.items.filter((e: { kind: string }) => e.kind === 'mission').map((e: { delta: number }) => e.delta)).toEqual([250]);
    expect((await rewardsOf(token)).items.filter((r) => r.missionId === 'points-daily')).toEqual([expect.objectContaining({ state: 'claimed', amountMinor: null, points: 250 })]);
  });

  it.runIf(kind === 'postgres')('pays once when two platform processes on one database take claims at once', async () => {
    t.clock.set(local(9, 15));
    const { account, token } = await player([5000, 5000]);
    const second = await startSecondProcess(t);
    try {
      const before = await balanceOf(t, token);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => claim(token, 'spin-daily', i % 2 ? second : t)));
      expect(answers.filter((a) => a.body.success)).toHaveLength(1);
      for (const refused of answers.filter((a) => !a.body.success)) expectFailureEnvelope(refused.body, 'mission.claimed');
      expect(await balanceOf(t, token)).toBe(before + 1000);
      expect(await missionEntries(account.id)).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('starts a new period at the merchant\'s midnight: a daily mission reached and not claimed expires, the week goes on', async () => {
    t.clock.set(local(12, 23, 50)); // Monday
    const { account, token, play } = await player([5000, 5000]);
    expect(await mission(token, 'spin-daily')).toMatchObject({ state: 'claimable', period: { from: local(12, 0), to: local(13, 0) } });
    t.clock.set(local(12, 23, 59) + 59_999);
    expect(await mission(token, 'spin-daily')).toMatchObject({ state: 'claimable' });
    t.clock.set(local(13, 0, 5));
    expect(await mission(token, 'spin-daily')).toMatchObject({ state: 'inProgress', progressMinor: 0, period: { from: local(13, 0), to: local(14, 0) } });
    expectFailureEnvelope((await claim(token, 'spin-daily')).body, 'mission.notReached');
    // The weekly mission (from Sunday the 11th) still counts Monday's bets.
    expect(await mission(token, 'weekly')).toMatchObject({ progressMinor: 10_000, period: { from: local(11, 0), to: local(18, 0) } });
    const rewards = await rewardsOf(token);
    expect(rewards.items).toContainEqual(expect.objectContaining({ id: `mission:spin-daily:${local(12, 0)}`, state: 'expired', amountMinor: 1000, at: local(13, 0) }));
    // (The rebate on those bets is available too: alpha has rebates on.)
    expect(rewards.items.filter((r) => r.source === 'mission').map((r) => r.state)).toEqual(['expired']);
    expect(rewards.counts).toMatchObject({ claimed: 0, expired: 1 });
    // A bet one minute after midnight counts for the new day only.
    await play([5000, 5000]);
    expect((await claim(token, 'spin-daily')).body.value).toMatchObject({ periodFrom: local(13, 0) });
    // Sunday 00:00 starts a new week.
    t.clock.set(local(18, 0, 1));
    expect(await mission(await tokenOf(t, account), 'weekly')).toMatchObject({ progressMinor: 0, period: { from: local(18, 0), to: local(25, 0) } });
  });

  it('opens a date-range mission on its first day and closes it after its last', async () => {
    t.clock.set(local(19, 23));
    const { account, token: first, play } = await player([5000]);
    let token = first;
    expect(await mission(token, 'cup')).toMatchObject({ state: 'upcoming', progressMinor: 0, period: { from: local(20, 0), to: local(23, 0) } });
    expectFailureEnvelope((await claim(token, 'cup')).body, 'mission.closed');
    t.clock.set(local(22, 23, 59));
    token = await tokenOf(t, account); // three days on: a new session
    await play([5000], token);
    expect(await mission(token, 'cup')).toMatchObject({ state: 'claimable', progressMinor: 5000 });
    t.clock.set(local(23, 0, 1));
    expect(await mission(token, 'cup')).toBeUndefined();
    const late = await claim(token, 'cup');
    expect(late.status).toBe(409);
    expectFailureEnvelope(late.body, 'mission.closed');
    expect((await rewardsOf(token)).items).toContainEqual(expect.objectContaining({ missionId: 'cup', state: 'expired', amountMinor: 500 }));
  });

  it('ranks the period\'s members with masked names, and the member\'s own place', async () => {
    t.clock.set(local(26, 8)); // a week nobody else played in
    const first = await player([5000, 5000, 5000]);
    const second = await player([5000, 5000]);
    const third = await player([5000, 1000]);
    const fourth = await player([1000]);
    const idle = await player();
    const board = (await mission(fourth.token, 'weekly'))!.leaderboard;
    const usernameOf = async (p: { account: TestAccount }) => p.account.username;
    const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-2)}`;
    expect(board.top).toEqual([
      { rank: 1, name: masked(await usernameOf(first)), progressMinor: 15_000, self: false },
      { rank: 2, name: masked(await usernameOf(second)), progressMinor: 10_000, self: false },
      { rank: 3, name: masked(await usernameOf(third)), progressMinor: 6000, self: false },
    ]);
    expect(board.ownRank).toBe(4);
    expect((await mission(second.token, 'weekly'))!.leaderboard.top[1]).toMatchObject({ self: true });
    expect((await mission(second.token, 'weekly'))!.leaderboard.ownRank).toBe(2);
    expect((await mission(idle.token, 'weekly'))!.leaderboard.ownRank).toBeNull();
    for (const p of [first, second, third]) expect(JSON.stringify(board)).not.toContain(p.account.username);
  });

  it('refuses an unknown mission and a malformed claim with the envelope, and moves nothing', async () => {
    t.clock.set(local(27, 8));
    const { account, token } = await player([5000, 5000]);
    const unknown = await claim(token, 'no-such-mission');
    expect(unknown.status).toBe(404);
    expectFailureEnvelope(unknown.body, 'mission.unknown');
    expectFailureEnvelope((await t.raw('POST', '/wps/member/missions/claim', { ip: LOCAL_IP, token, body: {} })).body, 'validation.failed');
    expectFailureEnvelope((await t.raw('POST', '/wps/member/missions/claim', { ip: LOCAL_IP, token, body: { missionId: 7 } })).body, 'validation.failed');
    expect(await missionEntries(account.id)).toBe(0);
  });

  it('lists every reward source from where it is recorded: rebate claims and what is claimable, promotion credits, redemptions by state', async () => {
    t.clock.set(local(28, 9));
    const { account, token } = await player([5000, 5000]);
    const db = t.platform.db;
    const stores = t.platform.stores;
    const wallet = await stores.ledger.account('alpha', 'member', account.id, 'BDT');
    const house = await stores.ledger.account('alpha', 'house', null, 'BDT');
    // A bonus the promotions area credited (its ledger kind), and a seed credit, which is no reward.
    await stores.ledger.post({ merchant: 'alpha', idempotencyKey: `promo-test:${account.id}`, kind: 'promotion', entries: [{ accountId: house, amount: -777 }, { accountId: wallet, amount: 777 }], at: local(28, 9, 1) });
    for (const [key, status, points] of [['r-wait', 'processing', 300], ['r-done', 'approved', 500], ['r-no', 'rejected', 200]] as const) {
      await db.query(
        `INSERT INTO points_redemptions (merchant, member_id, request_key, product_id, product_kind, name_key, quantity, points, money_minor, status, created_at)
         VALUES ('alpha', $1, $2, 'live-chips', 'live', 'points.product.chips', 1, $3, 0, $4, $5)`,
        [account.id, key, points, status, local(28, 9, 2)],
      );
    }
    const before = await rewardsOf(token);
    // 0.8% of the 100.00 played is claimable as a rebate; the reached daily mission is available.
    expect(before.items.filter((r) => r.state === 'available').map((r) => [r.source, r.amountMinor])).toEqual(expect.arrayContaining([['rebate', 80], ['mission', 1000]]));
    expect(before.items).toContainEqual(expect.objectContaining({ source: 'promotion', state: 'claimed', amountMinor: 777, at: local(28, 9, 1) }));
    expect(before.items.filter((r) => r.source === 'pointRedemption').map((r) => [r.state, (r as { points?: number }).points]).sort()).toEqual([['claimed', 500], ['pending', 300]]);
    expect(before.items.some((r) => r.source === 'promotion' && r.amountMinor === 10_000_000)).toBe(false);
    expect(before.counts).toEqual({ available: 2, claimed: 2, expired: 0, pending: 1 });
    expect(before.items.slice(0, 2).map((r) => r.state)).toEqual(['available', 'available']);

    const rebate = await t.raw('POST', '/wps/member/rebate/claim', { ip: LOCAL_IP, token, body: { idempotencyKey: `k${randomBytes(10).toString('hex')}` } });
    expect(rebate.body.success, JSON.stringify(rebate.body)).toBe(true);
    const after = await rewardsOf(token);
    expect(after.items.filter((r) => r.source === 'rebate').map((r) => [r.state, r.amountMinor])).toEqual([['claimed', 80]]);
    expect(after.counts).toEqual({ available: 1, claimed: 3, expired: 0, pending: 1 });
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(t);
    }, 60_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: missions, rewards and claim', async (role) => {
      const reads = [await asRole(t, roles, role, 'GET', '/wps/member/missions'), await asRole(t, roles, role, 'GET', '/wps/member/rewards')];
      const claimed = await asRole(t, roles, role, 'POST', '/wps/member/missions/claim', { missionId: 'spin-daily' });
      const code = expected[role];
      for (const res of reads) {
        if (code) expectFailureEnvelope(res.body, code);
        else expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      }
      // Nobody in the matrix has played: a member is told the target is not reached.
      expectFailureEnvelope(claimed.body, code ?? 'mission.notReached');
      if (!code) expect((await asRole(t, roles, role, 'GET', '/wps/member/missions')).body.value.missions.map((m: { id: string }) => m.id)).toEqual(['spin-daily', 'deposit-daily', 'weekly', 'points-daily']);
    });
  });
});
