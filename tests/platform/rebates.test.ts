// Rebates: a member's rates per game category at their level (bonusDetails),
// what they may claim from valid bets not covered by an earlier claim (manualRebate), and the
// claim: paid through the ledger once per key, and once in all when claims race, from one
// process or two on one PostgreSQL. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startSecondProcess, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { balanceOf, round, ticketFor } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';

const key = () => `k${crypto.randomUUID().replaceAll('-', '')}`;

TestDatabases.describeEach('rebates', ({ id: kind }) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ games: true, postgres: kind === 'postgres' });
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (token: string, path: string) => t.raw('GET', path, { ip: LOCAL_IP, token });
  const claim = (token: string, idempotencyKey: string, base = t) => base.raw('POST', '/wps/member/rebate/claim', { ip: LOCAL_IP, token, body: { idempotencyKey } });
  /** A member who played slot rounds (category RNG) with these bets. */
  async function player(bets: number[]): Promise<{ account: TestAccount; token: string }> {
    const account = await newAccount(t, { creditMinor: 1_000_000 });
    const token = await tokenOf(t, account);
    const ticket = await ticketFor(t, token);
    for (const [i, bet] of bets.entries()) {
      const played = await round(t, { ticket, roundId: `rebate-${account.id}-${i}`, bet });
      expect(played.status, played.text).toBe(200);
    }
    return { account, token };
  }
  const rebateEntries = async (memberId: number) =>
    Number((await t.platform.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions x ON x.id = e.transaction_id
       WHERE a.member_id = $1 AND x.kind = 'rebate'`, [memberId],
    ))[0]?.n);

  it('shows the rates of the member\'s level and the lottery prize table', async () => {
    const { account, token } = await player([]);
    const rates = await get(token, '/wps/member/rebate/rates');
    expect(rates.body.value).toMatchObject({ level: 0, levelNameKey: 'rebate.level.0', minClaimMinor: 0, lotteryPrizes: [{ labelKey: 'rebate.prize.oneDigit', payout: 9 }] });
    expect(rates.body.value.rates).toContainEqual({ category: 'RNG', rate: 0.8 });
    await t.platform.stores.rebates.setLevel(account.id, 5);
    const vip = await get(token, '/wps/member/rebate/rates');
    expect(vip.body.value).toMatchObject({ level: 5, levelNameKey: 'rebate.level.1' });
    expect(vip.body.value.rates).toContainEqual({ category: 'RNG', rate: 1 });
  });

  it('claims the rebate on valid bets since the last claim, once per key, and nothing twice', async () => {
    const { account, token } = await player([5000, 5000]);
    const now = await get(token, '/wps/member/rebate');
    expect(now.body.value.items).toContainEqual({ category: 'RNG', rate: 0.8, validBetMinor: 10_000, amountMinor: 80 });
    expect(now.body.value).toMatchObject({ totalMinor: 80, claims: [] });

    const before = await balanceOf(t, token);
    const first = key();
    const paid = await claim(token, first);
    expect(paid.body.value).toMatchObject({ replayed: false, claim: { amountMinor: 80, items: [{ category: 'RNG', validBetMinor: 10_000, amountMinor: 80 }] } });
    expect(await balanceOf(t, token)).toBe(before + 80);
    // The same key again answers the first claim; another key finds nothing left.
    expect((await claim(token, first)).body.value).toMatchObject({ replayed: true, claim: { id: paid.body.value.claim.id, amountMinor: 80 } });
    const twice = await claim(token, key());
    expect(twice.status).toBe(409);
    expectFailureEnvelope(twice.body, 'rebate.nothing');
    expect(await balanceOf(t, token)).toBe(before + 80);
    expect(await rebateEntries(account.id)).toBe(1);

    // Only bets after the claim count next time.
    const ticket = await ticketFor(t, token);
    expect((await round(t, { ticket, roundId: `rebate-${account.id}-late`, bet: 1000 })).status).toBe(200);
    const later = await get(token, '/wps/member/rebate');
    expect(later.body.value.items).toContainEqual({ category: 'RNG', rate: 0.8, validBetMinor: 1000, amountMinor: 8 });
    expect(later.body.value.claims).toHaveLength(1);
  });

  it('keeps a bet whose rebate rounds to nothing for the next claim', async () => {
    const { token } = await player([100]);
    // 0.8% of 100 minor units is 0.8: nothing to pay yet, and nothing covered.
    expectFailureEnvelope((await claim(token, key())).body, 'rebate.nothing');
    const ticket = await ticketFor(t, token);
    for (const i of [1, 2]) expect((await round(t, { ticket, roundId: `small-${ticket.slice(0, 8)}-${i}`, bet: 100 })).status).toBe(200);
    expect((await claim(token, key())).body.value.claim).toMatchObject({ amountMinor: 2, items: [{ category: 'RNG', validBetMinor: 300, amountMinor: 2 }] });
  });

  it('pays once when ten claims race', async () => {
    const { account, token } = await player([5000, 5000, 5000]);
    const before = await balanceOf(t, token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(token, key())));
    const paid = answers.filter((a) => a.body.success);
    expect(paid).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.success)) expectFailureEnvelope(refused.body, 'rebate.nothing');
    expect(await balanceOf(t, token)).toBe(before + 120);
    expect(await rebateEntries(account.id)).toBe(1);
  });

  it.runIf(kind === 'postgres')('pays once when two platform processes on one database take claims at once', async () => {
    const { account, token } = await player([5000, 5000]);
    const second = await startSecondProcess(t);
    try {
      const before = await balanceOf(t, token);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => claim(token, key(), i % 2 ? second : t)));
      expect(answers.filter((a) => a.body.success)).toHaveLength(1);
      expect(await balanceOf(t, token)).toBe(before + 80);
      expect(await rebateEntries(account.id)).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('refuses a malformed key and moves nothing', async () => {
    const { account, token } = await player([5000]);
    expectFailureEnvelope((await claim(token, 'short')).body, 'validation.failed');
    expect(await rebateEntries(account.id)).toBe(0);
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(t);
    }, 60_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: rates, claimable and claim', async (role) => {
      const reads = [await asRole(t, roles, role, 'GET', '/wps/member/rebate/rates'), await asRole(t, roles, role, 'GET', '/wps/member/rebate')];
      const claimed = await asRole(t, roles, role, 'POST', '/wps/member/rebate/claim', { idempotencyKey: key() });
      const code = expected[role];
      for (const res of reads) {
        if (code) expectFailureEnvelope(res.body, code);
        else expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      }
      // Nobody in the matrix has played: a member is told there is nothing to claim.
      expectFailureEnvelope(claimed.body, code ?? 'rebate.nothing');
    });
  });
});
