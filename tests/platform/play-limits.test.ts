// Loss, wager and session-time limits (UKGC RTS 12, GLI-19 A.3.7): a real-money bet that would
// pass a loss or wager limit is refused before the stake moves, naming the limit and its reset;
// the lowest limit in force wins, the operator's (constants.playLimits) included; a decrease is at
// once, a raise waits 24 hours and then the member's confirmation; the session-time limit stops
// launches and rounds; the role matrix. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, makeMerchantsDir, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { call } from './withdrawal-helpers.ts';
import { balanceOf, firstSlotId, launchSlot, round, ticketFor } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';
import type { Envelope } from '../../src/shared/envelope.ts';

const HOUR = 3_600_000;
/** alpha's operator limit: at most 120.00 staked in 7 days (BDT, 2 decimals). */
const OPERATOR_WAGER_WEEK_MINOR = 12_000;

function merchantsWithOperatorLimit(): string {
  const dir = makeMerchantsDir();
  const file = join(dir, 'alpha', 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.constants.playLimits = { wager: { week: OPERATOR_WAGER_WEEK_MINOR / 100 } };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return dir;
}

type Limit = { kind: string; period: string; limitMinor: number | null; memberLimitMinor: number | null; operatorLimitMinor: number | null; pendingMinor: number | null; pendingFrom: number | null; confirmable: boolean; usedMinor: number; remainingMinor: number | null; resetsAt: number | null };

TestDatabases.describeEach('play limits', ({ postgres }) => {
  let tp: TestPlatform;
  let n = 0;
  const roundId = () => `limits-round-${(n += 1)}-${Date.now()}`;
  const setLimit = (token: string, kind: string, period: string, amount: string | null) => call(tp, token, 'POST', '/wps/member/play/limits', { kind, period, amount });
  const confirm = (token: string, kind: string, period: string) => call(tp, token, 'POST', '/wps/member/play/limits/confirm', { kind, period });
  const limitOf = async (token: string, kind: string, period: string) =>
    ((await call(tp, token, 'GET', '/wps/member/play/limits')).body.value.limits as Limit[]).find((l) => l.kind === kind && l.period === period)!;
  async function freshMember() {
    const account = await newAccount(tp, { creditMinor: 100_000 });
    return { token: await tokenOf(tp, account), again: () => tokenOf(tp, account) };
  }
  const bet = async (token: string, amount: number) => (await round(tp, { ticket: await ticketFor(tp, token), roundId: roundId(), bet: amount })).json<Envelope<any>>();

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, games: true, merchantsDir: merchantsWithOperatorLimit(), withdrawalJobMs: false, depositJobMs: false });
  }, 120_000);
  afterAll(async () => tp?.close());

  it('a bet over the loss limit is refused, naming the limit and its reset; nothing moves', async () => {
    const { token } = await freshMember();
    expect((await setLimit(token, 'loss', 'day', '40')).body.value.change).toBe('now');
    const before = await balanceOf(tp, token);
    const refused = await bet(token, 5_000);
    expectFailureEnvelope(refused, 'limit.loss.day');
    expect(refused.value).toMatchObject({ kind: 'loss', period: 'day', limitMinor: 4_000, remainingMinor: 4_000, resetsAt: tp.clock.now() + 24 * HOUR });
    expect(await balanceOf(tp, token)).toBe(before);
    expect((await limitOf(token, 'loss', 'day')).usedMinor).toBe(0);
    // A bet inside the limit is taken and counted.
    const played = await bet(token, 1_000);
    expect(played.success, JSON.stringify(played)).toBe(true);
    expect((await limitOf(token, 'wager', 'day')).usedMinor).toBe(1_000);
  });

  it('the lowest limit wins: a 7-day loss limit under the daily one refuses first', async () => {
    const { token } = await freshMember();
    await setLimit(token, 'loss', 'day', '100');
    await setLimit(token, 'loss', 'week', '30');
    expectFailureEnvelope(await bet(token, 5_000), 'limit.loss.week');
    expect((await limitOf(token, 'loss', 'week')).limitMinor).toBe(3_000);
  });

  it("the operator's limit applies when it is stricter than the member's", async () => {
    const { token } = await freshMember();
    await setLimit(token, 'wager', 'week', '500');
    expect(await limitOf(token, 'wager', 'week')).toMatchObject({ limitMinor: OPERATOR_WAGER_WEEK_MINOR, memberLimitMinor: 50_000, operatorLimitMinor: OPERATOR_WAGER_WEEK_MINOR });
    expect((await bet(token, 5_000)).success).toBe(true);
    expect((await bet(token, 5_000)).success).toBe(true);
    const refused = await bet(token, 5_000);
    expectFailureEnvelope(refused, 'limit.wager.week');
    expect(refused.value).toMatchObject({ limitMinor: OPERATOR_WAGER_WEEK_MINOR, remainingMinor: 2_000 });
    // A member's own lower limit wins over the operator's.
    await setLimit(token, 'wager', 'day', '100');
    expectFailureEnvelope(await bet(token, 1_000), 'limit.wager.day');
  });

  it('a raise waits 24 hours and then needs the member to confirm it', async () => {
    const member = await freshMember();
    let token = member.token;
    await setLimit(token, 'loss', 'day', '10');
    expect((await setLimit(token, 'loss', 'day', '60')).body.value.change).toBe('pending');
    expect(await limitOf(token, 'loss', 'day')).toMatchObject({ limitMinor: 1_000, pendingMinor: 6_000, pendingFrom: tp.clock.now() + 24 * HOUR, confirmable: false });
    expectFailureEnvelope((await confirm(token, 'loss', 'day')).body, 'limit.confirm.early');
    tp.clock.advance(23 * HOUR);
    token = await member.again();
    expectFailureEnvelope((await confirm(token, 'loss', 'day')).body, 'limit.confirm.early');
    tp.clock.advance(HOUR);
    token = await member.again();
    // Its time has come, but without confirmation the old limit holds.
    expect(await limitOf(token, 'loss', 'day')).toMatchObject({ limitMinor: 1_000, pendingMinor: 6_000, confirmable: true });
    expectFailureEnvelope(await bet(token, 5_000), 'limit.loss.day');
    const confirmed = await confirm(token, 'loss', 'day');
    expect(confirmed.body.success, JSON.stringify(confirmed.body)).toBe(true);
    expect(await limitOf(token, 'loss', 'day')).toMatchObject({ limitMinor: 6_000, pendingMinor: null, pendingFrom: null, confirmable: false });
    expect((await bet(token, 5_000)).success).toBe(true);
    expectFailureEnvelope((await confirm(token, 'loss', 'day')).body, 'limit.confirm.none');
    // A decrease is at once and drops a waiting raise.
    await setLimit(token, 'loss', 'day', '900');
    expect((await setLimit(token, 'loss', 'day', '20')).body.value.change).toBe('now');
    expect(await limitOf(token, 'loss', 'day')).toMatchObject({ limitMinor: 2_000, pendingMinor: null });
  });

  it('the session-time limit stops launches and rounds once reached', async () => {
    const { token } = await freshMember();
    const ticket = await ticketFor(tp, token);
    await setLimit(token, 'session', 'session', '10');
    tp.clock.advance(9 * 60_000);
    expect((await round(tp, { ticket, roundId: roundId(), bet: 100 })).json<{ success: boolean }>().success).toBe(true);
    tp.clock.advance(2 * 60_000);
    expect(await limitOf(token, 'session', 'session')).toMatchObject({ limitMinor: 10, usedMinor: 11, remainingMinor: 0 });
    expectFailureEnvelope((await round(tp, { ticket, roundId: roundId(), bet: 100 })).json(), 'limit.session');
    expectFailureEnvelope((await launchSlot(tp, token, await firstSlotId(tp))).json(), 'limit.session');
  });

  it('rounds at once cannot together pass a wager or loss limit: the check and the round are one step per member', async () => {
    for (const [kind, limit] of [['wager', '25'], ['loss', '15']] as const) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { token } = await freshMember();
        expect((await setLimit(token, kind, 'day', limit)).body.value.change).toBe('now');
        // Tickets first, so the rounds themselves leave together.
        const tickets = await Promise.all([1, 2, 3].map(() => ticketFor(tp, token)));
        const answers = await Promise.all(tickets.map(async (ticket) => (await round(tp, { ticket, roundId: roundId(), bet: 1_000 })).json<Envelope<any>>()));
        const refused = answers.filter((a) => !a.success);
        for (const answer of refused) expect(answer.errorCode).toBe(`limit.${kind}.day`);
        const used = (await limitOf(token, kind, 'day')).usedMinor;
        expect(used, JSON.stringify(answers.map((a) => a.errorCode ?? 'ok'))).toBeLessThanOrEqual(Number(limit) * 100);
        // 25.00 of stakes admits two rounds of 10.00 and refuses the third, whatever their order.
        if (kind === 'wager') expect(refused).toHaveLength(1);
      }
    }
  });

  it('bad input: an unknown amount or a mixed kind and period is limit.invalid', async () => {
    const { token } = await freshMember();
    expectFailureEnvelope((await setLimit(token, 'loss', 'day', '0')).body, 'limit.invalid');
    expectFailureEnvelope((await setLimit(token, 'loss', 'day', 'ten')).body, 'limit.invalid');
    expectFailureEnvelope((await setLimit(token, 'session', 'day', '10')).body, 'limit.invalid');
    expectFailureEnvelope((await setLimit(token, 'session', 'session', '2000')).body, 'limit.invalid');
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(tp);
    }, 60_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: read, set and confirm limits, each member their own', async (role) => {
      const set = await asRole(tp, roles, role, 'POST', '/wps/member/play/limits', { kind: 'wager', period: 'day', amount: '70' });
      const read = await asRole(tp, roles, role, 'GET', '/wps/member/play/limits');
      const confirmed = await asRole(tp, roles, role, 'POST', '/wps/member/play/limits/confirm', { kind: 'wager', period: 'day' });
      const code = expected[role];
      if (code) {
        for (const r of [set, read, confirmed]) expectFailureEnvelope(r.body, code);
        return;
      }
      expect((read.body.value.limits as Limit[]).find((l) => l.kind === 'wager' && l.period === 'day')).toMatchObject({ memberLimitMinor: 7_000 });
      expectFailureEnvelope(confirmed.body, 'limit.confirm.none');
      const other = (await freshMember()).token;
      expect((await limitOf(other, 'wager', 'day')).memberLimitMinor).toBeNull();
    });
  });
});
