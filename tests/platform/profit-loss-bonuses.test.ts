// Every bonus a member is paid counts as a promotion in profit and loss: the reward centre's
// sign-in, newbie and promo code, a mission prize, a referral reward and the desk's promotion,
// each paid through its own service, in the member's P&L and in the upline agent's team P&L.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payReachedReferralRewards } from '../../src/platform/features/referrals/rewards.ts';
import { TestDatabases } from './test-databases.ts';
import { makeMerchantsDir, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';

const HOUR = 3_600_000;

function merchantsWithBonuses(): string {
  const dir = makeMerchantsDir();
  const file = join(dir, 'alpha', 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.constants.rewardCenter = {
    utcOffsetMinutes: 360,
    signIn: { amounts: [2] },
    newbie: { amount: 50, withinDays: 7, afterFirstDeposit: false },
    promoCodes: [{ code: 'CODE88', amount: 88, from: '2026-01-01', to: '2026-12-31', limit: 10 }],
  };
  config.constants.missions = {
    enabled: true, utcOffsetMinutes: 360,
    items: [{ id: 'spin', target: { kind: 'validBet', amount: 100 }, period: { kind: 'daily' }, prize: { kind: 'money', amount: 10 }, labelKey: 'missions.dailySpin' }],
  };
  config.constants.referralRewards = { rules: [{ id: 'bets-100', kind: 'validBet', threshold: 100, bonus: 30 }] };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return dir;
}

TestDatabases.describeEach('bonuses in profit and loss', ({ postgres }) => {
  let t: TestPlatform;
  let boss: TestAccount;
  let alice: TestAccount;
  let bossToken: string;
  let aliceToken: string;
  let from: number;
  const post = async (token: string, path: string, body: unknown) => {
    const res = await t.raw('POST', path, { ip: LOCAL_IP, token, body });
    expect(res.body.success, `${path} ${JSON.stringify(res.body)}`).toBe(true);
    return res.body.value;
  };
  async function settledRound(memberId: number, bet: number): Promise<void> {
    await t.platform.db.query(
      `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
       VALUES ('alpha', $1, $2, 1, false, $3, 0, '{}', 0, $4, 'RNG')`,
      [memberId, `bonus-${randomBytes(6).toString('hex')}`, bet, t.clock.now()],
    );
  }

  beforeAll(async () => {
    t = await startTestPlatform({ postgres, merchantsDir: merchantsWithBonuses(), withdrawalJobMs: false, depositJobMs: false, referralJobMs: false });
    t.clock.set(Date.UTC(2026, 0, 10, 6));
    from = t.clock.now();
    boss = await newAccount(t, { type: 1 });
    alice = await newAccount(t, { creditMinor: 100_000 });
    const friend = await newAccount(t);
    await t.platform.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [boss.id, alice.id]);
    await t.platform.db.query('UPDATE members SET referrer_id = $1 WHERE id = $2', [alice.id, friend.id]);
    t.clock.advance(HOUR);
    aliceToken = await tokenOf(t, alice);
    bossToken = await tokenOf(t, boss);
    await post(aliceToken, '/wps/member/rewards/claim', { kind: 'signIn' });
    await post(aliceToken, '/wps/member/rewards/claim', { kind: 'newbie' });
    await post(aliceToken, '/wps/member/rewards/promo-code', { code: 'CODE88' });
    await settledRound(alice.id, 10_000);
    await post(aliceToken, '/wps/member/missions/claim', { missionId: 'spin' });
    await settledRound(friend.id, 10_000);
    expect(await payReachedReferralRewards(t.platform, t.platform.merchants.byCode('alpha')!)).toBe(1);
    const { ledger } = t.platform.stores;
    await ledger.post({
      merchant: 'alpha', idempotencyKey: 'bonus-test:promotion', kind: 'promotion', at: t.clock.now(),
      entries: [{ accountId: await ledger.account('alpha', 'house', null, 'BDT'), amount: -50_000 }, { accountId: await ledger.account('alpha', 'member', alice.id, 'BDT'), amount: 50_000 }],
    });
  }, 120_000);
  afterAll(async () => t?.close());

  // 2 sign-in + 50 newbie + 88 promo code + 10 mission + 30 referral + 500 promotion.
  const BONUSES = 200 + 5_000 + 8_800 + 1_000 + 3_000 + 50_000;
  const LOSS = -10_000;

  it('counts every bonus paid to the member as a promotion in the member\'s P&L', async () => {
    const to = t.clock.now() + HOUR;
    const res = await t.raw('GET', `/wps/member/history/profit?from=${from}&to=${to}`, { ip: LOCAL_IP, token: aliceToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value.totals).toMatchObject({ promotionMinor: BONUSES, profitMinor: LOSS + BONUSES });
    expect(res.body.value.days.reduce((s: number, d: { profitMinor: number }) => s + d.profitMinor, 0)).toBe(LOSS + BONUSES);
  });

  it('counts them in the agent\'s team P&L too', async () => {
    const to = t.clock.now() + HOUR;
    const res = await t.raw('GET', `/wps/agent/team/profit?period=custom&from=${from}&to=${to}`, { ip: LOCAL_IP, token: bossToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (res.body.value.members as { username: string; promotionMinor: number; profitMinor: number }[]).find((m) => m.username === alice.username);
    expect(row).toMatchObject({ promotionMinor: BONUSES, profitMinor: LOSS + BONUSES });
  });
});
