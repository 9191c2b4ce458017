// Reward centre claims: the daily sign-in on the merchant's day with its streak, the
// newbie reward, the rescue fund and promo codes, each paid through the ledger once (twenty
// claims racing, two platform processes on one PostgreSQL, a code with limit N raced by N+5
// members), their states in the reward centre's list, referral rewards and raffle prizes listed,
// bad input refused with the envelope and nothing moved, and the role matrix.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidDeposit } from './deposit-helpers.ts';
import { expectFailureEnvelope, makeMerchantsDir, startSecondProcess, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { TestDatabases } from './test-databases.ts';

const OFFSET_H = 6;
/** Epoch ms of a wall-clock time in the merchant's zone (UTC+6), January 2026. */
const local = (day: number, hour = 12, minute = 0) => Date.UTC(2026, 0, day, hour - OFFSET_H, minute);

// Pinned here so the tests do not follow edits of the shipped merchant's rules. Amounts in BDT.
const REWARD_CENTER = {
  utcOffsetMinutes: OFFSET_H * 60,
  signIn: { amounts: [1, 2, 3] },
  newbie: { amount: 50, withinDays: 7, afterFirstDeposit: true },
  rescueFund: { percent: 5, minLoss: 100, maxAmount: 20 },
  promoCodes: [
    { code: 'WELCOME50', amount: 50, from: '2026-01-01', to: '2026-03-31', limit: 1000 },
    { code: 'FEW5', amount: 5, from: '2026-01-01', to: '2026-12-31', limit: 5 },
    { code: 'SPRING', amount: 9, from: '2026-03-01', to: '2026-03-31', limit: 100 },
    { code: 'DUO3', amount: 3, from: '2026-01-01', to: '2026-12-31', limit: 3 },
  ],
};

function merchantsWithRewards(): string {
  const dir = makeMerchantsDir();
  const file = join(dir, 'alpha', 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.constants.rewardCenter = REWARD_CENTER;
  writeFileSync(file, JSON.stringify(config, null, 2));
  // beta (vnlotto) offers none of them here.
  const beta = join(dir, 'beta', 'merchant.json');
  const other = JSON.parse(readFileSync(beta, 'utf8'));
  delete other.constants.rewardCenter;
  writeFileSync(beta, JSON.stringify(other, null, 2));
  return dir;
}

type Item = { id: string; source: string; state: string; amountMinor: number | null; at: number; streak?: number; code?: string; lossMinor?: number; locked?: string };
type Rewards = { items: Item[]; counts: Record<string, number>; signIn: { amountsMinor: number[]; streak: number; todayIndex: number; claimedToday: boolean } | null; promoCodes: boolean };

TestDatabases.describeEach('reward centre claims', ({ id: kind }) => {
  let t: TestPlatform;
  let merchantsDir: string;
  beforeAll(async () => {
    merchantsDir = merchantsWithRewards();
    t = await startTestPlatform({ postgres: kind === 'postgres', merchantsDir, withdrawalJobMs: false, depositJobMs: false });
  }, 120_000);
  afterAll(async () => t?.close());

  const claim = (token: string, what: string, base = t) => base.raw('POST', '/wps/member/rewards/claim', { ip: LOCAL_IP, token, body: { kind: what } });
  const redeem = (token: string, code: string, base = t) => base.raw('POST', '/wps/member/rewards/promo-code', { ip: LOCAL_IP, token, body: { code } });
  const rewardsOf = async (token: string): Promise<Rewards> => {
    const res = await t.raw('GET', '/wps/member/rewards', { ip: LOCAL_IP, token });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.value as Rewards;
  };
  const mine = async (token: string, source: string) => (await rewardsOf(token)).items.filter((i) => i.source === source);
  const walletOf = async (memberId: number) => {
    const wallet = await t.platform.stores.ledger.account('alpha', 'member', memberId, 'BDT');
    const rows = await t.platform.db.query<{ n: unknown }>('SELECT COALESCE(SUM(amount), 0) AS n FROM ledger_entries WHERE account_id = $1', [wallet]);
    return Number(rows[0]?.n);
  };
  /** Ledger movements of a reward kind to this member (or to anyone). */
  const entries = async (ledgerKind: string, memberId: number | null = null) =>
    Number((await t.platform.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions x ON x.id = e.transaction_id
       WHERE a.kind = 'member' AND ($1::bigint IS NULL OR a.member_id = $1) AND x.kind = $2 AND x.merchant = 'alpha'`, [memberId, ledgerKind],
    ))[0]?.n);
  async function member(): Promise<{ account: TestAccount; token: string }> {
    const account = await newAccount(t, { creditMinor: 1_000_000 });
    return { account, token: await tokenOf(t, account) };
  }
  /** A settled real-money round at `at` (the rescue fund reads these). */
  async function roundAt(memberId: number, at: number, bet: number, win: number): Promise<void> {
    await t.platform.db.query(
      `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at)
       VALUES ('alpha', $1, $2, 1, false, $3, $4, '{}', 0, $5)`,
      [memberId, `rc-${randomBytes(6).toString('hex')}`, bet, win, at],
    );
  }
  const deposit = (token: string, amount: string) => paidDeposit(t, token, amount);


  it('pays the sign-in once per merchant day, walks the streak table, restarts after the table and after a missed day', async () => {
    t.clock.set(local(5, 23, 58));
    const { account } = await member();
    const at = async (time: number) => {
      t.clock.set(time);
      return tokenOf(t, account);
    };
    let token = await at(local(5, 23, 58));
    expect((await rewardsOf(token)).signIn).toEqual({ amountsMinor: [100, 200, 300], streak: 0, todayIndex: 0, claimedToday: false });
    expect(await mine(token, 'signIn')).toEqual([expect.objectContaining({ state: 'available', amountMinor: 100, at: local(6, 0), streak: 1 })]);
    const before = await walletOf(account.id);
    const first = await claim(token, 'signIn');
    expect(first.body.value).toEqual({ kind: 'signIn', amountMinor: 100, claimedAt: local(5, 23, 58), streak: 1 });
    expectFailureEnvelope((await claim(token, 'signIn')).body, 'reward.claimed');
    // 23:59:59.999 is still the same merchant day (18:00 UTC is its midnight).
    t.clock.set(local(6, 0) - 1);
    expectFailureEnvelope((await claim(token, 'signIn')).body, 'reward.claimed');
    // Midnight in Dhaka (18:00 UTC): a new day, day 2 of the streak.
    t.clock.set(local(6, 0));
    expect((await claim(token, 'signIn')).body.value).toMatchObject({ amountMinor: 200, streak: 2 });
    token = await at(local(7, 9));
    expect((await claim(token, 'signIn')).body.value).toMatchObject({ amountMinor: 300, streak: 3 });
    expect((await rewardsOf(token)).signIn).toEqual({ amountsMinor: [100, 200, 300], streak: 3, todayIndex: 2, claimedToday: true });
    // After the last day of the table the next day pays day 1 again (restart is the default).
    token = await at(local(8, 9));
    expect((await rewardsOf(token)).signIn).toMatchObject({ streak: 3, todayIndex: 0, claimedToday: false });
    expect((await claim(token, 'signIn')).body.value).toMatchObject({ amountMinor: 100, streak: 4 });
    // The 9th is missed: the 10th starts again at day 1, and the missed day reads expired.
    token = await at(local(10, 9));
    const list = await rewardsOf(token);
    expect(list.signIn).toMatchObject({ streak: 0, todayIndex: 0 });
    expect(list.items).toContainEqual(expect.objectContaining({ id: `signIn:2026-01-09`, source: 'signIn', state: 'expired', amountMinor: 200, at: local(10, 0) }));
    expect((await claim(token, 'signIn')).body.value).toMatchObject({ amountMinor: 100, streak: 1 });
    expect(await walletOf(account.id)).toBe(before + 100 + 200 + 300 + 100 + 100);
    expect(await entries('signIn', account.id)).toBe(5);
    const claimed = (await mine(token, 'signIn')).filter((i) => i.state === 'claimed');
    expect(claimed.map((i) => [i.amountMinor, i.streak])).toEqual([[100, 1], [100, 4], [300, 3], [200, 2], [100, 1]]);
    // The history names the movement.
    const history = await t.raw('GET', `/wps/member/history/transactions?from=${local(10, 0)}&to=${local(11, 0)}`, { ip: LOCAL_IP, token });
    expect(history.body.value.items.map((i: { kind: string }) => i.kind)).toContain('signIn');
  });

  it('pays the sign-in once when twenty claims race', async () => {
    t.clock.set(local(12, 10));
    const { account, token } = await member();
    const before = await walletOf(account.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(token, 'signIn')));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.success)) {
      expect(refused.status).toBe(409);
      expectFailureEnvelope(refused.body, 'reward.claimed');
    }
    expect(await walletOf(account.id)).toBe(before + 100);
    expect(await entries('signIn', account.id)).toBe(1);
  });

  it('opens the newbie reward after the first deposit, pays it once, and expires it after its days', async () => {
    t.clock.set(local(14, 10));
    const { account, token } = await member();
    expect(await mine(token, 'newbie')).toEqual([expect.objectContaining({ state: 'available', locked: 'firstDeposit', amountMinor: 5000, at: local(21, 10) })]);
    const early = await claim(token, 'newbie');
    expect(early.status).toBe(409);
    expectFailureEnvelope(early.body, 'reward.needsDeposit');
    expect(await entries('newbie', account.id)).toBe(0);
    await deposit(token, '300');
    expect((await mine(token, 'newbie'))[0]).not.toHaveProperty('locked');
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(token, 'newbie')));
    expect(answers.filter((a) => a.body.success).map((a) => a.body.value.amountMinor)).toEqual([5000]);
    for (const refused of answers.filter((a) => !a.body.success)) expectFailureEnvelope(refused.body, 'reward.claimed');
    expect(await entries('newbie', account.id)).toBe(1);
    expect(await mine(token, 'newbie')).toEqual([expect.objectContaining({ state: 'claimed', amountMinor: 5000 })]);

    // Another newcomer who lets the seven days pass.
    t.clock.set(local(14, 10));
    const late = await member();
    t.clock.set(local(21, 10) - 1);
    let lateToken = await tokenOf(t, late.account);
    await deposit(lateToken, '300');
    expect((await mine(lateToken, 'newbie'))[0]).toMatchObject({ state: 'available' });
    t.clock.set(local(21, 10));
    lateToken = await tokenOf(t, late.account);
    expect(await mine(lateToken, 'newbie')).toEqual([expect.objectContaining({ state: 'expired', at: local(21, 10) })]);
    const expired = await claim(lateToken, 'newbie');
    expectFailureEnvelope(expired.body, 'reward.expired');
    expect(expired.body.value).toEqual({ until: local(21, 10) });
    expect(await entries('newbie', late.account.id)).toBe(0);
  });

  it('gives back a share of yesterday\'s net loss today only, from the threshold, capped', async () => {
    t.clock.set(local(2, 8));
    const small = await member();
    const big = await member();
    const winner = await member();
    // The 3rd in Dhaka: small loses 150.00 net (the 5% is 7.50), big loses 1,000.00 (capped at 20.00),
    // winner wins. small's loss at 23:59 on the 2nd is another day's.
    await roundAt(small.account.id, local(3, 0, 0), 20_000, 5_000);
    await roundAt(small.account.id, local(2, 23, 59), 50_000, 0);
    await roundAt(big.account.id, local(3, 23, 59), 100_000, 0);
    await roundAt(winner.account.id, local(3, 12), 10_000, 30_000);
    t.clock.set(local(4, 0, 1));
    const tokens = { small: await tokenOf(t, small.account), big: await tokenOf(t, big.account), winner: await tokenOf(t, winner.account) };
    // The 2nd's loss (50.00 at 23:59, capped at 20.00) was claimable on the 3rd only: expired now.
    expect(await mine(tokens.small, 'rescueFund')).toEqual([
      expect.objectContaining({ id: 'rescueFund:2026-01-03', state: 'available', amountMinor: 750, lossMinor: 15_000, at: local(5, 0) }),
      expect.objectContaining({ id: 'rescueFund:2026-01-02', state: 'expired', amountMinor: 2000, lossMinor: 50_000, at: local(4, 0) }),
    ]);
    expect(await mine(tokens.winner, 'rescueFund')).toEqual([]);
    const nothing = await claim(tokens.winner, 'rescueFund');
    expectFailureEnvelope(nothing.body, 'reward.notEligible');
    expect((await claim(tokens.small, 'rescueFund')).body.value).toMatchObject({ amountMinor: 750 });
    expectFailureEnvelope((await claim(tokens.small, 'rescueFund')).body, 'reward.claimed');
    expect((await mine(tokens.small, 'rescueFund')).filter((i) => i.state !== 'expired')).toEqual([expect.objectContaining({ state: 'claimed', amountMinor: 750, lossMinor: 15_000 })]);
    // big does not claim on the 4th: on the 5th it reads expired, and the 5th's claim shares the 4th (no loss).
    expect((await mine(tokens.big, 'rescueFund'))[0]).toMatchObject({ state: 'available', amountMinor: 2000 });
    t.clock.set(local(5, 0));
    const bigToken = await tokenOf(t, big.account);
    expect(await mine(bigToken, 'rescueFund')).toEqual([expect.objectContaining({ state: 'expired', amountMinor: 2000, at: local(5, 0) })]);
    expectFailureEnvelope((await claim(bigToken, 'rescueFund')).body, 'reward.notEligible');
    expect(await entries('rescueFund', big.account.id)).toBe(0);
    expect(await entries('rescueFund', small.account.id)).toBe(1);
  });

  it('redeems a promo code once per member in any case, inside its days, and refuses unknown codes', async () => {
    t.clock.set(local(15, 10));
    const { account, token } = await member();
    expect((await rewardsOf(token)).promoCodes).toBe(true);
    const before = await walletOf(account.id);
    expect((await redeem(token, ' welcome50 ')).body.value).toEqual({ code: 'WELCOME50', amountMinor: 5000, claimedAt: local(15, 10) });
    const again = await redeem(token, 'WELCOME50');
    expect(again.status).toBe(409);
    expectFailureEnvelope(again.body, 'promoCode.used');
    const unknown = await redeem(token, 'NOPE123');
    expect(unknown.status).toBe(404);
    expectFailureEnvelope(unknown.body, 'promoCode.unknown');
    const early = await redeem(token, 'spring');
    expectFailureEnvelope(early.body, 'promoCode.closed');
    expect(early.body.value).toEqual({ from: local(1, 0) + 59 * 86_400_000, to: local(1, 0) + 90 * 86_400_000 });
    expect(await walletOf(account.id)).toBe(before + 5000);
    expect(await mine(token, 'promoCode')).toEqual([expect.objectContaining({ state: 'claimed', code: 'WELCOME50', amountMinor: 5000 })]);
    // The last day runs to the merchant's midnight.
    t.clock.set(Date.UTC(2026, 2, 31, 23 - OFFSET_H, 59));
    const lastDay = await member();
    expect((await redeem(lastDay.token, 'WELCOME50')).body.success).toBe(true);
    t.clock.set(Date.UTC(2026, 3, 1, 0 - OFFSET_H, 0));
    const tooLate = await member();
    expectFailureEnvelope((await redeem(tooLate.token, 'WELCOME50')).body, 'promoCode.closed');
  });

  it('pays a promo code with limit 5 to exactly 5 of 10 members racing for it', async () => {
    t.clock.set(local(16, 10));
    const members = await Promise.all(Array.from({ length: 10 }, () => member()));
    const answers = await Promise.all(members.map((m) => redeem(m.token, 'FEW5')));
    expect(answers.filter((a) => a.body.success)).toHaveLength(5);
    for (const refused of answers.filter((a) => !a.body.success)) expectFailureEnvelope(refused.body, 'promoCode.exhausted');
    const paid = await t.platform.db.query<{ n: unknown; total: unknown }>(
      `SELECT count(*) AS n, SUM(e.amount) AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions x ON x.id = e.transaction_id
       WHERE a.kind = 'member' AND x.kind = 'promoCode' AND x.memo = 'promoCode FEW5'`,
    );
    expect([Number(paid[0]?.n), Number(paid[0]?.total)]).toEqual([5, 5 * 500]);
    expect(await t.platform.stores.rewardClaims.used('alpha', 'FEW5')).toBe(5);
    // Those refused were not kept as users: nobody refused has a claim row or a credit.
    for (const [i, m] of members.entries()) {
      const rows = await t.platform.db.query('SELECT 1 FROM reward_claims WHERE member_id = $1', [m.account.id]);
      expect(rows.length).toBe(answers[i]!.body.success ? 1 : 0);
    }
  });

  it('pauses a member after ten wrong codes', async () => {
    t.clock.set(local(17, 10));
    const { account, token } = await member();
    for (let i = 0; i < 10; i += 1) expectFailureEnvelope((await redeem(token, `WRONG${i}`)).body, 'promoCode.unknown');
    const paused = await redeem(token, 'WELCOME50');
    expect(paused.status).toBe(429);
    expectFailureEnvelope(paused.body, 'promoCode.tooManyTries');
    // Others are not paused; the member is again after 15 minutes.
    expect((await redeem((await member()).token, 'WELCOME50')).body.success).toBe(true);
    t.clock.set(local(17, 10, 16));
    expect((await redeem(await tokenOf(t, account), 'WELCOME50')).body.success).toBe(true);
  });

  it('refuses malformed claims and codes with the envelope and moves nothing', async () => {
    t.clock.set(local(18, 10));
    const { account, token } = await member();
    const before = await walletOf(account.id);
    const bad: [string, unknown][] = [
      ['/wps/member/rewards/claim', {}], ['/wps/member/rewards/claim', { kind: 'jackpot' }], ['/wps/member/rewards/claim', { kind: 'signIn', extra: 1 }],
      ['/wps/member/rewards/promo-code', {}], ['/wps/member/rewards/promo-code', { code: '' }], ['/wps/member/rewards/promo-code', { code: 'WELCOME50!' }],
      ['/wps/member/rewards/promo-code', { code: 'A'.repeat(21) }], ['/wps/member/rewards/promo-code', { code: 50 }],
    ];
    for (const [path, body] of bad) {
      const res = await t.raw('POST', path, { ip: LOCAL_IP, token, body });
      expect(res.status, JSON.stringify([path, body])).toBe(400);
      expectFailureEnvelope(res.body, 'validation.failed');
    }
    expect(await walletOf(account.id)).toBe(before);
    expect((await t.platform.db.query('SELECT 1 FROM reward_claims WHERE member_id = $1', [account.id])).length).toBe(0);
  });

  it('offers nothing to a member on a break', async () => {
    t.clock.set(local(18, 11));
    const { account, token } = await member();
    await t.platform.stores.protection.start(account.id, 'timeout', '1d', t.clock.now() + 86_400_000, t.clock.now());
    for (const res of [await claim(token, 'signIn'), await redeem(token, 'WELCOME50')]) {
      expectFailureEnvelope(res.body, 'account.excluded');
      expect(res.status).toBeLessThan(500);
    }
    expect((await t.platform.db.query('SELECT 1 FROM reward_claims WHERE member_id = $1', [account.id])).length).toBe(0);
  });

  it('lists what invited friends earned the member and raffle prizes, each once', async () => {
    t.clock.set(local(19, 10));
    const { account, token } = await member();
    const friend = await newAccount(t);
    const db = t.platform.db;
    const house = await t.platform.stores.ledger.account('alpha', 'house', null, 'BDT');
    const wallet = await t.platform.stores.ledger.account('alpha', 'member', account.id, 'BDT');
    await db.query(`INSERT INTO referral_rewards (merchant, referrer_id, friend_id, rule_id, progress, threshold, amount, created_at) VALUES ('alpha', $1, $2, 'first-deposit', 50000, 50000, 10000, $3)`, [account.id, friend.id, local(19, 9)]);
    // A raffle draw: its row and its credit (ledger kind promotion), listed once as a raffle prize.
    await db.query(`INSERT INTO promotion_applications (merchant, member_id, promotion_id, kind, status, bonus_minor, created_at) VALUES ('alpha', $1, 'lucky-draw', 'raffle', 'claimed', 1888, $2)`, [account.id, local(19, 9, 30)]);
    await t.platform.stores.ledger.post({ merchant: 'alpha', idempotencyKey: `promotion:raffle:lucky-draw:${account.id}`, kind: 'promotion', memo: 'raffle lucky-draw', entries: [{ accountId: house, amount: -1888 }, { accountId: wallet, amount: 1888 }], at: local(19, 9, 30) });
    const { items } = await rewardsOf(token);
    expect(items.filter((i) => ['referral', 'raffle', 'promotion'].includes(i.source)).map((i) => [i.source, i.state, i.amountMinor])).toEqual([['raffle', 'claimed', 1888], ['referral', 'claimed', 10000]]);
  });

  it.runIf(kind === 'postgres')('pays once when two platform processes take sign-in claims and a limited code at once', async () => {
    t.clock.set(local(20, 15));
    const second = await startSecondProcess(t);
    try {
      const { account, token } = await member();
      const before = await walletOf(account.id);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => claim(token, 'signIn', i % 2 ? second : t)));
      expect(answers.filter((a) => a.body.success)).toHaveLength(1);
      for (const refused of answers.filter((a) => !a.body.success)) expectFailureEnvelope(refused.body, 'reward.claimed');
      expect(await walletOf(account.id)).toBe(before + 100);
      // A code with limit 3 raced by 8 members through both processes pays 3.
      const racers = await Promise.all(Array.from({ length: 8 }, () => member()));
      const redeemed = await Promise.all(racers.map((m, i) => redeem(m.token, 'DUO3', i % 2 ? second : t)));
      expect(redeemed.filter((a) => a.body.success)).toHaveLength(3);
      for (const refusedCode of redeemed.filter((a) => !a.body.success)) expectFailureEnvelope(refusedCode.body, 'promoCode.exhausted');
      expect(await t.platform.stores.rewardClaims.used('alpha', 'DUO3')).toBe(3);
    } finally {
      await second.close();
    }
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      t.clock.set(local(22, 10));
      roles = await roleSet(t);
    }, 60_000);
    const refused: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: rewards, sign-in claim, promo code', async (role) => {
      const code = refused[role];
      const signIn = await asRole(t, roles, role, 'POST', '/wps/member/rewards/claim', { kind: 'signIn' });
      const promo = await asRole(t, roles, role, 'POST', '/wps/member/rewards/promo-code', { code: 'WELCOME50' });
      const list = await asRole(t, roles, role, 'GET', '/wps/member/rewards');
      for (const res of [signIn, promo, list]) {
        if (code) expectFailureEnvelope(res.body, code);
        else expect(res.body.success, JSON.stringify(res.body)).toBe(true);
        expect(res.status).toBeLessThan(500);
      }
      if (code) return;
      // Each account claims for itself only: its own sign-in reads claimed, the others' do not move.
      expect(list.body.value.signIn).toMatchObject({ streak: 1, claimedToday: true });
      expectFailureEnvelope((await asRole(t, roles, role, 'POST', '/wps/member/rewards/claim', { kind: 'signIn' })).body, 'reward.claimed');
      const memberId = roles.account[role as 'member'].id;
      expect(await entries('signIn', memberId)).toBe(1);
      expect(await entries('promoCode', memberId)).toBe(1);
    });
    it('another merchant without a reward centre refuses with reward.disabled', async () => {
      const account = await newAccount(t, { merchant: 'beta', creditMinor: 1000 });
      const token = await tokenOf(t, account);
      const res = await t.raw('POST', '/wps/member/rewards/claim', { ip: LOCAL_IP, merchant: 'beta', token, body: { kind: 'signIn' } });
      expect(res.status).toBe(403);
      expectFailureEnvelope(res.body, 'reward.disabled');
      expectFailureEnvelope((await t.raw('POST', '/wps/member/rewards/promo-code', { ip: LOCAL_IP, merchant: 'beta', token, body: { code: 'VNLOTTO88' } })).body, 'reward.disabled');
    });
  });
});
