// Transfers inside a team through the platform: an agent to a direct or indirect
// downline member, a member (or agent) to its upline; one ledger movement each, listed on both
// sides; every refusal an envelope with its errorCode and nothing moved; concurrent transfers
// never overdraw; the role matrix for each call. On PGlite and, when set, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, tokenOf } from './accounts.ts';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { key, newTeam, setUpline, walletBalance, withPaymentPassword, type Team } from './transfer-helpers.ts';
import { call, PAY_PASSWORD } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';


TestDatabases.describeEach('transfers', ({ postgres }) => {
  let tp: TestPlatform;
  let team: Team;
  const tokens: Partial<Record<keyof Team, string>> = {};
  const toDownline = (token: string, username: string, amount: string, extra: Record<string, unknown> = {}) =>
    call(tp, token, 'POST', '/wps/agent/transfer', { username, amount, paymentPassword: PAY_PASSWORD, requestKey: key(), ...extra });
  const toUpline = (token: string, amount: string, extra: Record<string, unknown> = {}) =>
    call(tp, token, 'POST', '/wps/member/transfer/upline', { amount, paymentPassword: PAY_PASSWORD, requestKey: key(), ...extra });
  const info = async (token: string) => (await call(tp, token, 'GET', '/wps/member/transfer/info')).body.value;

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    team = await newTeam(tp, 100_000);
    for (const who of ['agent', 'subAgent', 'player', 'member'] as const) tokens[who] = await withPaymentPassword(tp, team[who]);
  }, 120_000);
  afterAll(async () => tp.close());

  it('an agent sends to an indirect downline member: one ledger movement, listed on both sides', async () => {
    const before = [await walletBalance(tp, team.agent), await walletBalance(tp, team.player)];
    const sent = await toDownline(tokens.agent!, team.player.username.toUpperCase(), '120.50', { remark: 'for the weekend' });
    expect(sent.body.value).toMatchObject({ direction: 'out', kind: 'downline', counterparty: team.player.username, amountMinor: 12_050, remark: 'for the weekend' });
    expect(await walletBalance(tp, team.agent)).toBe(before[0]! - 12_050);
    expect(await walletBalance(tp, team.player)).toBe(before[1]! + 12_050);
    const id = sent.body.value.id as number;
    expect((await info(tokens.agent!)).recent[0]).toMatchObject({ id, direction: 'out', counterparty: team.player.username });
    const received = await info(tokens.player!);
    expect(received.recent[0]).toMatchObject({ id, direction: 'in', kind: 'downline', counterparty: team.agent.username, amountMinor: 12_050 });
    expect(received.balanceMinor).toBe(before[1]! + 12_050);
    // Both wallets' histories hold the one movement, with a kind that says what it was.
    const rows = await tp.platform.db.query<{ kind: string; memo: string; n: unknown }>(
      `SELECT t.kind, t.memo, COUNT(*) AS n FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id WHERE t.idempotency_key = $1 GROUP BY t.kind, t.memo`,
      [`transfer:${id}`],
    );
    expect(rows.map((r) => [r.kind, r.memo, Number(r.n)])).toEqual([['transfer.downline', 'for the weekend', 2]]);
  });

  it('a member and a downline agent send to their upline', async () => {
    const before = await walletBalance(tp, team.agent);
    const memberInfo = await info(tokens.member!);
    expect(memberInfo).toMatchObject({ upline: team.agent.username, toUpline: true, toDownline: false, paymentPasswordSet: true });
    expect((await toUpline(tokens.member!, '10')).body.value).toMatchObject({ direction: 'out', kind: 'upline', counterparty: team.agent.username, amountMinor: 1000 });
    expect((await toUpline(tokens.subAgent!, '0.05')).body.value).toMatchObject({ kind: 'upline', counterparty: team.agent.username, amountMinor: 5 });
    expect(await walletBalance(tp, team.agent)).toBe(before + 1005);
    expect((await info(tokens.subAgent!)).toDownline).toBe(true);
  });

  it('a repeated request key answers the first transfer and moves nothing; another transfer under it is refused', async () => {
    const requestKey = key();
    const first = await toDownline(tokens.agent!, team.member.username, '5', { requestKey });
    const balance = await walletBalance(tp, team.agent);
    const again = await toDownline(tokens.agent!, team.member.username, '5', { requestKey });
    expect(again.body.value.id).toBe(first.body.value.id);
    expect(await walletBalance(tp, team.agent)).toBe(balance);
    expectFailureEnvelope((await toDownline(tokens.agent!, team.member.username, '6', { requestKey })).body, 'transfer.key.conflict');
  });

  it('refuses every broken rule with the envelope and moves nothing', async () => {
    const stranger = await newAccount(tp, { creditMinor: 1000 });
    const otherMerchant = await newAccount(tp, { merchant: 'beta', creditMinor: 1000 });
    const noPassword = await newAccount(tp, { type: 1, creditMinor: 1000 });
    await setUpline(tp, stranger.id, noPassword.id);
    const noPasswordToken = await tokenOf(tp, noPassword);
    const watched = [team.agent, team.subAgent, team.player, team.member, stranger];
    const before = await Promise.all(watched.map((a) => walletBalance(tp, a)));
    const cases: [Promise<{ body: Parameters<typeof expectFailureEnvelope>[0] }>, string][] = [
      [toDownline(tokens.agent!, stranger.username, '1'), 'transfer.recipient.invalid'],
      [toDownline(tokens.agent!, otherMerchant.username, '1'), 'transfer.recipient.invalid'],
      [toDownline(tokens.agent!, team.agent.username, '1'), 'transfer.recipient.invalid'],
      [toDownline(tokens.subAgent!, team.agent.username, '1'), 'transfer.recipient.invalid'], // the upline is no downline
      [toDownline(tokens.subAgent!, team.member.username, '1'), 'transfer.recipient.invalid'], // a sibling's member
      [toDownline(tokens.agent!, team.player.username, '1.234'), 'amount.invalid'],
      [toDownline(tokens.agent!, team.player.username, '-5'), 'amount.invalid'],
      [toDownline(tokens.agent!, team.player.username, '0'), 'amount.invalid'],
      [toDownline(tokens.agent!, team.player.username, '1e3'), 'amount.invalid'],
      [toDownline(tokens.agent!, team.player.username, '1000000'), 'balance.insufficient'],
      [toDownline(tokens.agent!, team.player.username, '1', { paymentPassword: 'Wrong@123' }), 'paymentPassword.invalid'],
      [toDownline(noPasswordToken, stranger.username, '1'), 'paymentPassword.required'],
      [toUpline(tokens.member!, '1000000'), 'balance.insufficient'],
      [toUpline(tokens.agent!, '1'), 'transfer.upline.none'],
      [toDownline(tokens.member!, team.player.username, '1'), 'agent.only'],
    ];
    for (const [response, code] of cases) expectFailureEnvelope((await response).body, code);
    expect(await Promise.all(watched.map((a) => walletBalance(tp, a)))).toEqual(before);
  });

  it('refuses a self-excluded receiver and a timed-out sender', async () => {
    const receiver = await newAccount(tp, { creditMinor: 1000 });
    await setUpline(tp, receiver.id, team.agent.id);
    await tp.platform.stores.protection.start(receiver.id, 'selfExclusion', '6m', tp.clock.now() + 86_400_000, tp.clock.now());
    expectFailureEnvelope((await toDownline(tokens.agent!, receiver.username, '1')).body, 'transfer.recipient.unavailable');
    const sender = await newAccount(tp, { creditMinor: 1000 });
    await setUpline(tp, sender.id, team.agent.id);
    const token = await withPaymentPassword(tp, sender);
    await tp.platform.stores.protection.start(sender.id, 'timeout', '1d', tp.clock.now() + 86_400_000, tp.clock.now());
    const refused = await toUpline(token, '1');
    expectFailureEnvelope(refused.body, 'account.excluded');
    expect(await walletBalance(tp, sender)).toBe(1000);
  });

  it('follows the merchant switches', async () => {
    const features = tp.platform.merchants.byCode('alpha')!.features;
    const saved = features.transfers;
    try {
      features.transfers = { toUpline: false, toDownline: false };
      expectFailureEnvelope((await toUpline(tokens.member!, '1')).body, 'transfer.disabled');
      expectFailureEnvelope((await toDownline(tokens.agent!, team.player.username, '1')).body, 'transfer.disabled');
      expect(await info(tokens.member!)).toMatchObject({ toUpline: false, toDownline: false });
    } finally {
      features.transfers = saved;
    }
  });

  it('never overdraws under concurrent transfers (balance = sum of entries)', async () => {
    const sender = await newAccount(tp, { type: 1, creditMinor: 1000 });
    const receivers = [await newAccount(tp), await newAccount(tp)];
    for (const r of receivers) await setUpline(tp, r.id, sender.id);
    const token = await withPaymentPassword(tp, sender);
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => toDownline(token, receivers[i % 2]!.username, '1.00')));
    const sent = results.filter((r) => r.body.success).length;
    for (const r of results.filter((x) => !x.body.success)) expectFailureEnvelope(r.body, 'balance.insufficient');
    expect(sent).toBe(10);
    expect(await walletBalance(tp, sender)).toBe(0);
    const received = await Promise.all(receivers.map((r) => walletBalance(tp, r)));
    expect(received[0]! + received[1]!).toBe(1000);
    const currency = 'BDT';
    const wallet = await tp.platform.stores.ledger.account('alpha', 'member', sender.id, currency);
    const entries = await tp.platform.stores.ledger.entries(wallet);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(tp);
      // member's upline is the agent (so both directions have someone); both have a transaction password.
      await setUpline(tp, roles.account.member.id, roles.account.agent.id);
      for (const role of ['member', 'agent'] as const) {
        const set = await asRole(tp, roles, role, 'POST', '/wps/member/paymentPassword', { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD });
        expect(set.body.success).toBe(true);
      }
    }, 60_000);
    const expected: Record<Role, { info: string | null; upline: string | null; downline: string | null }> = {
      guest: { info: 'CUSTOMER_NOT_LOGIN', upline: 'CUSTOMER_NOT_LOGIN', downline: 'CUSTOMER_NOT_LOGIN' },
      trial: { info: 'in_need_true_account', upline: 'in_need_true_account', downline: 'in_need_true_account' },
      member: { info: null, upline: null, downline: 'agent.only' },
      anotherMember: { info: null, upline: 'transfer.upline.none', downline: 'agent.only' },
      agent: { info: null, upline: 'transfer.upline.none', downline: null },
      anotherMerchant: { info: 'user.or.token.invalid', upline: 'user.or.token.invalid', downline: 'user.or.token.invalid' },
    };
    it.each(ROLES)('%s: transfer info, to the upline, to the downline', async (role) => {
      const body = { amount: '1', paymentPassword: PAY_PASSWORD, requestKey: key() };
      const responses = {
        info: await asRole(tp, roles, role, 'GET', '/wps/member/transfer/info'),
        upline: await asRole(tp, roles, role, 'POST', '/wps/member/transfer/upline', body),
        downline: await asRole(tp, roles, role, 'POST', '/wps/agent/transfer', { ...body, requestKey: key(), username: roles.account.member.username }),
      };
      for (const [call, response] of Object.entries(responses)) {
        const code = expected[role][call as keyof typeof responses];
        if (code) expectFailureEnvelope(response.body, code);
        else expect(response.body.success, `${call}: ${JSON.stringify(response.body)}`).toBe(true);
      }
    });
  });
});
