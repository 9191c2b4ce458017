// A member on a time-out or self-exclusion signs in to a restricted session (GLI-19 A.3.8: an
// excluded player can still withdraw): the balance, a withdrawal under the usual rules, history,
// sign out; every other call (deposit, game launch and rounds, transfer, promotions, rewards,
// missions, messages, points, rebates, the agent centre) answers 403 account.excluded, never a
// 5xx. On PGlite and (with TEST_DATABASE_URL) PostgreSQL, with the games area on.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { launchSlot, firstSlotId, round, ticketFor } from '../games/launched-game.ts';
import { TestDatabases } from './test-databases.ts';
import { balanceOf, desk, readyToWithdraw, walletOf, withdraw } from './withdrawal-helpers.ts';

const DAY = 86_400_000;

/** Calls a restricted session is refused, as the portal sends them. */
const REFUSED: [string, string, unknown?][] = [
  ['POST', '/wps/member/deposit', { channel: 'bkash', amount: '200', requestKey: 'restricted-1', returnUrl: 'http://alpha.localhost/member' }],
  ['GET', '/wps/member/deposit/channels'],
  ['POST', '/wps/member/deposit/manual', { channel: 'bank', amount: '200', requestKey: 'restricted-2' }],
  ['POST', '/wps/member/transfer/upline', { amount: '10', paymentPassword: 'Pay@12345' }],
  ['GET', '/wps/member/transfer/info'],
  ['POST', '/wps/relay/GCS_walletTransfer', {}],
  ['POST', '/wps/promotions/join', { promotionId: 1 }],
  ['POST', '/wps/relay/MCSFE_signUpRequestReward', { promotionId: 1 }],
  ['GET', '/wps/member/rewards'],
  ['POST', '/wps/member/rewards/claim', { kind: 'signIn' }],
  ['POST', '/wps/member/rewards/promo-code', { code: 'WELCOME' }],
  ['GET', '/wps/member/missions'],
  ['POST', '/wps/member/missions/claim', { missionId: 1 }],
  ['GET', '/wps/member/messages'],
  ['GET', '/wps/member/rebate'],
  ['POST', '/wps/member/rebate/claim', {}],
  ['GET', '/wps/relay/MCS2_getPointBalance'],
  ['GET', '/wps/member/referral'],
  ['GET', '/wps/relay/GCS_recentGame'],
  ['POST', '/wps/relay/MCS2_addFavGame', { gameId: 1 }],
  ['GET', '/wps/relay/GCSGAME_gameList?gameClassify=FAV'],
  ['POST', '/wps/feedback', { type: 1, content: 'hello there' }],
];

TestDatabases.describeEach('restricted session of an excluded member', ({ postgres }) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ games: true, postgres, withdrawalJobMs: false });
  }, 300_000);
  afterAll(async () => t?.close());

  const call = (token: string, method: string, path: string, body?: unknown) =>
    t.raw(method, path, { ip: LOCAL_IP, token, ...(body === undefined ? {} : { body }) });
  const exclude = async (account: TestAccount, kind: 'timeout' | 'selfExclusion', duration: string) => {
    const started = await call(await tokenOf(t, account), 'POST', '/wps/member/protection/start', { kind, duration });
    expect(started.body.success, JSON.stringify(started.body)).toBe(true);
    return started.body.value.until as number;
  };

  it('a self-excluded member signs in, sees the exclusion, withdraws the balance under the usual rules, and reads the history', async () => {
    const account = await newAccount(t, { creditMinor: 500_000 });
    const until = await exclude(account, 'selfExclusion', '1y');
    const token = await tokenOf(t, account);
    const info = await call(token, 'GET', '/wps/member/info');
    expect(info.body.value.protection).toEqual({ kind: 'selfExclusion', until, indefinite: false });
    expect((await call(token, 'GET', '/wps/v2/wallets/balance')).body.success).toBe(true);

    const payoutAccount = await readyToWithdraw(t, token);
    const { wallet } = await walletOf(t, account.username);
    // The usual rules hold: a wrong payment password is still refused.
    expectFailureEnvelope((await withdraw(t, token, payoutAccount, '600', { paymentPassword: 'Wrong@12345' })).body, 'paymentPassword.invalid');
    const made = await withdraw(t, token, payoutAccount, '600');
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    expect(await balanceOf(t, wallet)).toBeLessThan(500_000);
    const list = await call(token, 'GET', '/wps/member/withdraw/list');
    expect(list.body.value.items.map((w: { id: number }) => w.id)).toContain(made.body.value.id);
    // The desk pays it once: a second payment moves nothing, the member confirms from the
    // restricted session and the security deposit comes back; the money left the wallet once.
    const { id, amountMinor, securityDepositMinor } = made.body.value as { id: number; amountMinor: number; securityDepositMinor: number };
    const afterRequest = await balanceOf(t, wallet);
    expect((await desk(t, id, 'approve')).body.value.status).toBe('transferring');
    const paid = (await desk(t, id, 'pay')).body.value.paidMinor as number;
    expect((await desk(t, id, 'pay')).body.value.paidMinor).toBe(paid);
    const confirmed = await call(token, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'received' });
    expect(confirmed.body.value, JSON.stringify(confirmed.body)).toMatchObject({ status: 'success', confirmation: 'received' });
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/withdraw/confirm', { id, answer: 'received' })).body, 'withdraw.state.invalid');
    expect(await balanceOf(t, wallet)).toBe(afterRequest + securityDepositMinor);
    expect(await balanceOf(t, wallet)).toBe(500_000 - amountMinor);
    const history = await call(token, 'GET', `/wps/member/history/transactions?from=${t.clock.now() - DAY}&to=${t.clock.now() + 60_000}&type=withdrawal`);
    expect(history.body.success, JSON.stringify(history.body)).toBe(true);
    expect(history.body.value.items.length).toBeGreaterThan(0);
    expect((await call(token, 'POST', '/wps/session/logout')).body.success).toBe(true);
  });

  it('refuses everything else with account.excluded (403, never a 5xx), for a time-out and a self-exclusion alike', async () => {
    for (const [kind, duration] of [['timeout', '24h'], ['selfExclusion', 'indefinite']] as const) {
      const account = await newAccount(t, { creditMinor: 100_000 });
      await exclude(account, kind, duration);
      const token = await tokenOf(t, account);
      for (const [method, path, body] of REFUSED) {
        const res = await call(token, method, path, body);
        expect([path, res.status]).toEqual([path, 403]);
        expectFailureEnvelope(res.body, 'account.excluded');
        expect(res.body.value).toMatchObject({ kind, indefinite: duration === 'indefinite' });
      }
      const launch = (await launchSlot(t, token, await firstSlotId(t))).json<{ success: boolean; errorCode: string }>();
      expect([launch.success, launch.errorCode]).toEqual([false, 'account.excluded']);
    }
  });

  it('a game ticket opened before the exclusion plays no more round, and the session that slipped through is restricted', async () => {
    const account = await newAccount(t, { creditMinor: 100_000 });
    const token = await tokenOf(t, account);
    const ticket = await ticketFor(t, token);
    expect((await round(t, { ticket, roundId: 'restricted-before', bet: 100 })).status).toBe(200);
    // Written straight to the store, as another platform process would, without ending this session.
    await t.platform.stores.protection.start(account.id, 'timeout', '24h', t.clock.now() + DAY, t.clock.now());
    const played = await round(t, { ticket, roundId: 'restricted-after', bet: 100 });
    expect(played.status).toBe(403);
    expect(played.json<{ errorCode: string }>().errorCode).toBe('account.excluded');
    expect((await call(token, 'GET', '/wps/v2/wallets/balance')).body.success).toBe(true);
    expectFailureEnvelope((await call(token, 'GET', '/wps/member/deposit/channels')).body, 'account.excluded');
    // When it ends the session is whole again.
    t.clock.advance(DAY + 60_000);
    const fresh = await tokenOf(t, account);
    expect((await call(fresh, 'GET', '/wps/member/info')).body.value.protection).toBeNull();
    const channels = await call(fresh, 'GET', '/wps/member/deposit/channels');
    expect(channels.body.success, JSON.stringify(channels.body)).toBe(true);
  });

  it('a time-out may be lengthened into a self-exclusion from the restricted session, never shortened', async () => {
    const account = await newAccount(t);
    await exclude(account, 'timeout', '24h');
    const token = await tokenOf(t, account);
    const longer = await call(token, 'POST', '/wps/member/protection/start', { kind: 'selfExclusion', duration: '6m' });
    expect(longer.body.success, JSON.stringify(longer.body)).toBe(true);
    const again = await tokenOf(t, account);
    expectFailureEnvelope((await call(again, 'POST', '/wps/member/protection/start', { kind: 'timeout', duration: '6w' })).body, 'protection.shorter');
    expect((await call(again, 'GET', '/wps/member/info')).body.value.protection).toMatchObject({ kind: 'selfExclusion' });
  });

  it('a self-excluded member who forgot the password resets it by email and signs in to the restricted session', async () => {
    const email = `${Math.random().toString(36).slice(2, 10)}@alpha.example`;
    const account = await newAccount(t, { email, creditMinor: 100_000 });
    await exclude(account, 'selfExclusion', '5y');
    const asked = await t.raw('POST', '/wps/member/password/email', { body: { username: account.username, email }, ip: freshIp() });
    expect(asked.body.success, JSON.stringify(asked.body)).toBe(true);
    const mails = (await t.raw<{ body: string }[]>('GET', `/dev/mail-outbox?to=${encodeURIComponent(email)}`)).body.value ?? [];
    const resetToken = decodeURIComponent(/\/resetPassword\?token=([A-Za-z0-9_%-]+)/.exec(mails[0]?.body ?? '')?.[1] ?? '');
    expect(resetToken).not.toBe('');
    const { body, headers } = await t.encrypted({ token: resetToken, newPassword: 'Renewed2027', confirmNewPassword: 'Renewed2027' });
    const reset = await t.raw('POST', '/wps/member/password/reset', { body, headers, ip: freshIp() });
    expect(reset.body.success, JSON.stringify(reset.body)).toBe(true);
    const token = await tokenOf(t, { ...account, password: 'Renewed2027' });
    expect((await call(token, 'GET', '/wps/member/info')).body.value.protection).toMatchObject({ kind: 'selfExclusion' });
    expectFailureEnvelope((await call(token, 'GET', '/wps/member/missions')).body, 'account.excluded');
  });
});
