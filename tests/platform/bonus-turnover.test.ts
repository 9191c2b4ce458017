// A bonus's own turnover condition: the desk credits a 500 "100% first deposit bonus" at 10x after
// a 600 deposit (1x); the withdraw page then asks 600 + 5,000 and lists both, valid bets count from
// when each condition began (oldest first), the refusal names what is left, and the desk's
// multiplier is checked by the platform and kept with the credit.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP } from './accounts.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { paidDeposit } from './deposit-helpers.ts';
import { TestDatabases } from './test-databases.ts';
import { readyToWithdraw, PAY_PASSWORD } from './withdrawal-helpers.ts';

/** Inside alpha's (bdwin's) `welcome` promotion (apply, 2026-09-01..2027-06-30). */
const IN_PERIOD = Date.UTC(2026, 10, 26, 12);
const MINUTE = 60_000;

TestDatabases.describeEach('bonus turnover', ({ postgres }) => {
  let t: TestPlatform;
  let token: string;
  let memberId: number;
  let applicationId: number;

  const info = async (language = 'EN') => {
    const res = await t.raw('GET', '/wps/member/withdraw/info', { ip: LOCAL_IP, token, headers: { Language: language } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.value.turnover as { requiredMinor: number; doneMinor: number; remainingMinor: number; lines: Record<string, unknown>[] };
  };
  const decide = async (body: Record<string, unknown>) =>
    t.raw('POST', '/wps/desk/promotions/decide', { token: await deskToken(t, 'finance01'), body: { idempotencyKey: actionKey(), ...body } });
  async function settledRound(bet: number): Promise<void> {
    await t.platform.db.query(
      `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
       VALUES ('alpha', $1, $2, 1, false, $3, 0, '{}', 0, $4, 'RNG')`,
      [memberId, `turnover-${randomBytes(6).toString('hex')}`, bet, t.clock.now()],
    );
  }
  const promotionCredits = async () => Number((await t.platform.db.query<{ n: unknown }>("SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'promotion'"))[0]?.n);

  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    t.clock.set(IN_PERIOD);
    const account = await newAccount(t);
    memberId = account.id;
    token = await tokenOf(t, account);
    await paidDeposit(t, token, '600');
    t.clock.advance(MINUTE);
    // Bets before the bonus: they fill the deposit's 600; the 400 beyond it does not pay ahead for the bonus.
    await settledRound(100_000);
    t.clock.advance(MINUTE);
    const applied = await t.raw('POST', '/wps/relay/MCSFE_signUpRequestReward', { ip: LOCAL_IP, token, body: { promotionId: 'welcome', comment: 'first deposit' } });
    expect(applied.body.success, JSON.stringify(applied.body)).toBe(true);
    applicationId = applied.body.value.id as number;
  }, 120_000);
  afterAll(async () => t?.close());

  it('the desk\'s multiplier is checked by the platform: a bad one is refused with its errorCode and credits nothing', async () => {
    const before = await promotionCredits();
    for (const bad of ['101', 'abc', '1.234', '-1', '1e1']) {
      expectFailureEnvelope((await decide({ id: applicationId, action: 'approve', bonusAmount: '500', turnoverMultiplier: bad })).body, 'desk.turnover.invalid');
    }
    expect(await promotionCredits()).toBe(before);
  });

  it('a desk bonus at 10x after a deposit: the turnover asked is the sum, listed per condition', async () => {
    const approved = await decide({ id: applicationId, action: 'approve', bonusAmount: '500', turnoverMultiplier: '10' });
    expect(approved.body.value, JSON.stringify(approved.body)).toMatchObject({ status: 'issued' });
    const audit = await t.platform.db.query<{ after: unknown }>("SELECT after_state AS after FROM desk_audit WHERE target = $1 AND action LIKE '%approve'", [`promotion-application:${applicationId}`]);
    expect(audit.map((row) => (typeof row.after === 'string' ? JSON.parse(row.after) : row.after) as Record<string, unknown>)).toEqual([expect.objectContaining({ turnoverMultiplier: 10 })]);
    const turnover = await info();
    expect(turnover).toMatchObject({ requiredMinor: 60_000 + 500_000, doneMinor: 60_000, remainingMinor: 500_000 });
    expect(turnover.lines).toEqual([
      expect.objectContaining({ source: 'deposit', label: null, amountMinor: 60_000, multiplier: 1, requiredMinor: 60_000, doneMinor: 60_000 }),
      expect.objectContaining({ source: 'promotion', label: '100% first deposit bonus', amountMinor: 50_000, multiplier: 10, requiredMinor: 500_000, doneMinor: 0 }),
    ]);
    // The promotion's title in the member's language.
    expect((await info('BN')).lines[1]).toMatchObject({ label: 'প্রথম ডিপোজিটে 100% বোনাস' });
  });

  it('valid bets after the bonus reduce it; the refusal names what is left', async () => {
    t.clock.advance(MINUTE);
    await settledRound(120_000);
    const turnover = await info();
    expect(turnover).toMatchObject({ requiredMinor: 560_000, doneMinor: 180_000, remainingMinor: 380_000 });
    expect(turnover.lines[1]).toMatchObject({ doneMinor: 120_000 });
    const accountId = await readyToWithdraw(t, token);
    const refused = await t.raw('POST', '/wps/member/withdraw', { ip: LOCAL_IP, token, body: { amount: '500', payoutAccountId: accountId, paymentPassword: PAY_PASSWORD, requestKey: `wk-${randomBytes(6).toString('hex')}` } });
    expectFailureEnvelope(refused.body, 'withdraw.turnover.insufficient');
    expect(refused.body.value).toMatchObject({ remainingMinor: 380_000, remaining: expect.stringContaining('3,800.00') });
    expect(refused.body.message).toContain('3,800.00');
  });

  it('the multiplier is stored with the credit; bets covering the rest clear the condition', async () => {
    const rows = await t.platform.db.query<{ ledger_key: string; multiplier: unknown; promotion_id: unknown }>('SELECT ledger_key, multiplier, promotion_id FROM bonus_turnover WHERE member_id = $1', [memberId]);
    expect(rows.map((r) => ({ key: r.ledger_key, multiplier: Number(r.multiplier), promotion: r.promotion_id }))).toEqual([
      { key: `promotion:application:${applicationId}`, multiplier: 10, promotion: 'welcome' },
    ]);
    await settledRound(380_000);
    expect(await info()).toMatchObject({ remainingMinor: 0 });
  });
});
