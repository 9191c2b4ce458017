// Referral rewards: a member earns the merchant's referral rules when a friend they
// invited reaches them (first deposit of at least the threshold, valid bets since registering),
// paid through the ledger once per friend and rule: by the job or by the referral page, also when
// reads and job passes race and from two platform processes on one PostgreSQL. A first deposit
// below the threshold is missed for good. The page shows each friend's earnings and standing;
// the role matrix; bad input with its errorCode. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackText, hmac, providerKey } from '../../src/platform/payments/signing.ts';
import { payReachedReferralRewards } from '../../src/platform/features/referrals/rewards.ts';
import { expectFailureEnvelope, makeMerchantsDir, startSecondProcess, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { balanceOf, round, ticketFor } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';

// Pinned here so the tests do not follow edits of the shipped merchant's rules. Amounts in BDT.
const RULES = [
  { id: 'first-deposit', kind: 'firstDeposit', threshold: 500, bonus: 100 },
  { id: 'bets-300', kind: 'validBet', threshold: 300, bonus: 50 },
];

function merchantsWithRules(): string {
  const dir = makeMerchantsDir();
  const file = join(dir, 'alpha', 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.constants.referralRewards = { rules: RULES };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return dir;
}

interface FriendRow { account: string; earnedMinor: number; rewards: { ruleId: string; state: string; progressMinor: number; amountMinor: number; paidAt: number | null }[] }

TestDatabases.describeEach('referral rewards', ({ id: kind }) => {
  let t: TestPlatform;
  let merchantsDir: string;
  beforeAll(async () => {
    merchantsDir = merchantsWithRules();
    t = await startTestPlatform({ games: true, postgres: kind === 'postgres', merchantsDir, withdrawalJobMs: false, depositJobMs: false, referralJobMs: false });
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (token: string, path: string, base = t) => base.raw('GET', path, { ip: LOCAL_IP, token });
  const overview = async (token: string) => (await get(token, '/wps/member/referral')).body;
  const friendsOf = async (token: string) => (await get(token, '/wps/member/referral/friends')).body.value.items as FriendRow[];
  const referralEntries = async (memberId: number) =>
    (await t.platform.db.query<{ amount: unknown; key: string }>(
      `SELECT e.amount, x.idempotency_key AS key FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions x ON x.id = e.transaction_id
       WHERE a.member_id = $1 AND x.kind = 'referral' ORDER BY x.id`, [memberId],
    )).map((r) => ({ amount: Number(r.amount), key: r.key }));
  const job = () => payReachedReferralRewards(t.platform, t.platform.merchants.byCode('alpha')!);

  /** A referrer with a token, and a way to invite friends (registration's referrer, recorded as it records it). */
  async function referrer() {
    const account = await newAccount(t);
    return { account, token: await tokenOf(t, account) };
  }
  async function friendOf(who: TestAccount) {
    const account = await newAccount(t, { creditMinor: 10_000_000 });
    await t.platform.stores.referrals.recordReferrer(account.id, who.id);
    const token = await tokenOf(t, account);
    return {
      account, token,
      /** A gateway deposit of `amount` BDT, paid through the provider's signed callback. */
      async deposit(amount: number) {
        const made = await t.raw('POST', '/wps/member/deposit', { ip: LOCAL_IP, token, body: { channel: 'bkash', amount: String(amount), requestKey: `rr-${randomBytes(4).toString('hex')}`, returnUrl: 'http://alpha.localhost/member/depositv2' } });
        expect(made.body.success, JSON.stringify(made.body)).toBe(true);
        const id = made.body.value.deposit.id as number;
        const fields = { depositId: id, amountMinor: amount * 100, currency: 'BDT', outcome: 'paid' as const, providerRef: 'RP-rr', nonce: randomBytes(12).toString('hex'), timestamp: t.clock.now() };
        const secret = await providerKey(t.platform.stores.settings, 'alpha', t.clock.now());
        const paid = await t.raw('POST', '/wps/deposit/callback', { body: { ...fields, signature: hmac(secret, callbackText('alpha', fields)) } });
        expect(paid.body.value?.status, JSON.stringify(paid.body)).toBe('approved');
      },
      async play(bets: number[]) {
        const ticket = await ticketFor(t, token);
        for (const bet of bets) {
          const played = await round(t, { ticket, roundId: `rr-${account.id}-${randomBytes(4).toString('hex')}`, bet });
          expect(played.status, played.text).toBe(200);
        }
      },
    };
  }

  it('shows the rules and pays a first deposit that reaches the threshold once, on the page read', async () => {
    const { account, token } = await referrer();
    expect((await overview(token)).value).toMatchObject({ friends: 0, earnedMinor: 0, rules: [
      { id: 'first-deposit', kind: 'firstDeposit', thresholdMinor: 50_000, bonusMinor: 10_000 },
      { id: 'bets-300', kind: 'validBet', thresholdMinor: 30_000, bonusMinor: 5_000 },
    ] });
    const friend = await friendOf(account);
    expect((await friendsOf(token))[0]).toMatchObject({ earnedMinor: 0, rewards: [
      { ruleId: 'first-deposit', state: 'inProgress', progressMinor: 0, amountMinor: 0, paidAt: null },
      { ruleId: 'bets-300', state: 'inProgress', progressMinor: 0, amountMinor: 0, paidAt: null },
    ] });
    const before = await balanceOf(t, token);
    await friend.deposit(500);
    const paidAt = t.clock.now();
    expect((await overview(token)).value).toMatchObject({ friends: 1, deposited: 1, earnedMinor: 10_000 });
    expect(await balanceOf(t, token)).toBe(before + 10_000);
    // Read again, and the job passes: nothing more is paid.
    await overview(token);
    expect(await job()).toBe(0);
    expect(await referralEntries(account.id)).toEqual([{ amount: 10_000, key: `referral:${friend.account.id}:first-deposit` }]);
    expect((await friendsOf(token))[0]).toMatchObject({ earnedMinor: 10_000, rewards: [
      { ruleId: 'first-deposit', state: 'paid', progressMinor: 50_000, amountMinor: 10_000, paidAt },
      { ruleId: 'bets-300', state: 'inProgress', progressMinor: 0 },
    ] });
    // The member is told once, in their inbox (and live).
    const inbox = await t.platform.db.query<{ event: string; params: { amountMinor: number } }>("SELECT event, params FROM messages WHERE member_id = $1 AND event = 'referral.credited'", [account.id]);
    expect(inbox).toEqual([expect.objectContaining({ params: expect.objectContaining({ amountMinor: 10_000 }) })]);
    // The friend earns nothing from being referred: the bonus is the referrer's.
    expect(await referralEntries(friend.account.id)).toEqual([]);
  });

  it('the job pays valid bets that reach the threshold without the member looking; a small first deposit is missed for good', async () => {
    const { account, token } = await referrer();
    const friend = await friendOf(account);
    await friend.deposit(200);
    await friend.play([5000, 5000, 5000, 5000]);
    expect(await job()).toBe(0);
    await friend.play([5000, 5000]);
    expect(await job()).toBe(1);
    expect(await referralEntries(account.id)).toEqual([{ amount: 5_000, key: `referral:${friend.account.id}:bets-300` }]);
    // A later bigger deposit does not make the first one bigger.
    await friend.deposit(1000);
    expect(await job()).toBe(0);
    expect((await friendsOf(token))[0]).toMatchObject({ earnedMinor: 5_000, rewards: [
      { ruleId: 'first-deposit', state: 'missed', progressMinor: 20_000, amountMinor: 0 },
      { ruleId: 'bets-300', state: 'paid', progressMinor: 30_000, amountMinor: 5_000 },
    ] });
    expect((await overview(token)).value.earnedMinor).toBe(5_000);
  });

  it('pays once when page reads and job passes race', async () => {
    const { account, token } = await referrer();
    const friends = [await friendOf(account), await friendOf(account)];
    for (const f of friends) await f.deposit(500);
    const before = await balanceOf(t, token);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => get(token, '/wps/member/referral')),
      ...Array.from({ length: 4 }, () => get(token, '/wps/member/referral/friends')),
    ]);
    await Promise.all([job(), job()]);
    for (const a of answers) expect(a.body.success, JSON.stringify(a.body)).toBe(true);
    expect(await balanceOf(t, token)).toBe(before + 20_000);
    expect((await referralEntries(account.id)).map((e) => e.amount)).toEqual([10_000, 10_000]);
    const told = await t.platform.db.query<{ n: unknown }>("SELECT count(*) AS n FROM messages WHERE member_id = $1 AND event = 'referral.credited'", [account.id]);
    expect(Number(told[0]?.n)).toBe(2);
  });

  it.runIf(kind === 'postgres')('pays once when two platform processes on one database pay at once', async () => {
    const { account, token } = await referrer();
    const friend = await friendOf(account);
    await friend.deposit(500);
    await friend.play([5000, 5000, 5000, 5000, 5000, 5000]);
    const second = await startSecondProcess(t);
    try {
      const alpha = second.platform.merchants.byCode('alpha')!;
      const before = await balanceOf(t, token);
      await Promise.all([
        ...Array.from({ length: 4 }, (_, i) => get(token, '/wps/member/referral', i % 2 ? second : t)),
        job(), payReachedReferralRewards(second.platform, alpha), job(), payReachedReferralRewards(second.platform, alpha),
      ]);
      expect(await balanceOf(t, token)).toBe(before + 15_000);
      expect((await referralEntries(account.id)).map((e) => e.key).sort()).toEqual([`referral:${friend.account.id}:bets-300`, `referral:${friend.account.id}:first-deposit`]);
    } finally {
      await second.close();
    }
  });

  it('pays nothing for a friend, or to a referrer, on a time-out or self-exclusion while it lasts', async () => {
    const { account } = await referrer();
    const friend = await friendOf(account);
    await friend.deposit(500);
    const now = t.clock.now();
    await t.platform.stores.protection.start(friend.account.id, 'timeout', '24h', now + 60_000, now);
    await job();
    expect(await referralEntries(account.id)).toEqual([]);
    // The friend's break is over, the referrer's begins.
    t.clock.set(now + 60_000);
    await t.platform.stores.protection.start(account.id, 'selfExclusion', '6m', now + 120_000, now + 60_000);
    await job();
    expect(await referralEntries(account.id)).toEqual([]);
    t.clock.set(now + 120_000);
    await job();
    expect(await referralEntries(account.id)).toEqual([{ amount: 10_000, key: `referral:${friend.account.id}:first-deposit` }]);
  });

  it('refuses bad input with its errorCode and pays nothing', async () => {
    const { account, token } = await referrer();
    const friend = await friendOf(account);
    await friend.deposit(500);
    const before = await balanceOf(t, token);
    expectFailureEnvelope((await get(token, '/wps/member/referral/friends?cursor=abc')).body, 'validation.failed');
    expectFailureEnvelope((await get(token, '/wps/member/referral/friends?pageSize=99')).body, 'validation.failed');
    expect(await balanceOf(t, token)).toBe(before);
    expect(await referralEntries(account.id)).toEqual([]);
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(t);
      // The member has a friend who reached the first rule; nobody else does.
      const friend = await friendOf(roles.account.member);
      await friend.deposit(500);
    }, 120_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: the referral overview and friends with their earnings', async (role) => {
      const calls = [await asRole(t, roles, role, 'GET', '/wps/member/referral'), await asRole(t, roles, role, 'GET', '/wps/member/referral/friends')];
      const code = expected[role];
      for (const res of calls) {
        if (code) expectFailureEnvelope(res.body, code);
        else expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      }
      if (role === 'member') {
        expect(calls[0]!.body.value).toMatchObject({ friends: 1, earnedMinor: 10_000 });
        expect(calls[1]!.body.value.items).toEqual([expect.objectContaining({ earnedMinor: 10_000 })]);
      } else if (!code) {
        // Another member sees none of the member's friends or earnings.
        expect(calls[0]!.body.value).toMatchObject({ friends: 0, earnedMinor: 0 });
        expect(calls[1]!.body.value.items).toEqual([]);
      }
    });
  });
});
