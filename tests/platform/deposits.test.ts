// Deposits through the platform and the reference payment provider on its own origin: channels
// from the merchant config, amounts checked, the checkout's signed callback credits the wallet
// once through the ledger (forged, replayed, late and mismatched-amount callbacks refused with
// their errorCode and logged), cancel, expiry, the member's notifications, and the role matrix.
// Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackText, hmac, providerKey, type CallbackFields } from '../../src/platform/payments/signing.ts';
import { runDepositExpiry } from '../../src/platform/features/deposits/service.ts';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { checkLedger, HEALTHY } from './ledger-helpers.ts';
import { newAccount, tokenOf as accountToken } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { balanceOf, call, setBalance, tokenOf, walletOf } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const RETURN = 'http://alpha.localhost/member/depositv2';

TestDatabases.describeEach('deposits', ({ postgres }) => {
  let tp: TestPlatform;
  let token: string;
  let wallet: number;
  let memberId: number;
  let keyNo = 0;
  const key = () => `dep-key-${++keyNo}-${randomBytes(3).toString('hex')}`;
  const create = (amount: string, channel = 'bkash', t = token) => call(tp, t, 'POST', '/wps/member/deposit', { channel, amount, requestKey: key(), returnUrl: RETURN });
  const payHost = () => `pay.localhost:${tp.platform.port}`;
  /** A signed callback as the provider sends it; `over` changes fields after signing (a tampered one). */
  async function callback(fields: Partial<CallbackFields> & { depositId: number; amountMinor: number }, over: Record<string, unknown> = {}) {
    const full: CallbackFields = { currency: 'BDT', outcome: 'paid', providerRef: 'RP-test', nonce: randomBytes(12).toString('hex'), timestamp: tp.clock.now(), ...fields };
    const secret = await providerKey(tp.platform.stores.settings, 'alpha', tp.clock.now());
    return call(tp, null, 'POST', '/wps/deposit/callback', { ...full, signature: hmac(secret, callbackText('alpha', full)), ...over });
  }
  const messagesOf = async (id: number) =>
    (await tp.platform.db.query<{ event: string }>('SELECT event FROM messages WHERE member_id = $1 AND event LIKE $2 ORDER BY id', [id, 'deposit.%'])).map((r) => r.event);

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    token = await tokenOf(tp, 'member01');
    ({ wallet, memberId } = await walletOf(tp, 'member01'));
    await setBalance(tp, 'member01', 10_000);
  }, 120_000);
  afterAll(async () => tp.close());

  it('lists the channels of the merchant config in its currency (provider ones and the manual bank transfer)', async () => {
    const res = await call(tp, token, 'GET', '/wps/member/deposit/channels');
    expect(res.body.value.expiryMinutes).toBe(30);
    expect(res.body.value.channels.map((c: { name: string }) => c.name)).toEqual(['bKash', 'Nagad', 'Bank transfer']);
    expect(res.body.value.channels[0]).toMatchObject({ code: 'bkash', kind: 'ewallet', method: 'gateway', minMinor: 10_000, maxMinor: 2_500_000, chipsMinor: [50_000, 100_000, 200_000, 500_000], chipsOnly: false, fee: { kind: 'percent', percent: 1 } });
  });

  it('refuses bad amounts, channels and return pages with the envelope, and moves nothing', async () => {
    const cases: [string, string, string][] = [
      ['100.123', 'bkash', 'amount.invalid'], ['-500', 'bkash', 'amount.invalid'], ['0', 'bkash', 'amount.invalid'], ['1e5', 'bkash', 'amount.invalid'],
      ['99999999999999999999', 'bkash', 'amount.invalid'], ['99', 'bkash', 'deposit.amount.range'], ['25000.01', 'bkash', 'deposit.amount.range'],
      ['500', 'paypal', 'deposit.channel.invalid'], ['500', 'bank', 'deposit.channel.invalid'],
    ];
    for (const [amount, channel, code] of cases) expectFailureEnvelope((await create(amount, channel)).body, code);
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/deposit', { channel: 'bkash', amount: '500', requestKey: key(), returnUrl: 'https://evil.example/x' })).body, 'deposit.returnUrl.invalid');
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/deposit', { channel: 'bkash', amount: 500, requestKey: key(), returnUrl: RETURN })).body, 'validation.failed');
    expect((await call(tp, token, 'GET', '/wps/member/deposit/list')).body.value.items).toEqual([]);
    expect(await balanceOf(tp, wallet)).toBe(10_000);
  });

  it('pays at the provider checkout on its own origin: the wallet gets the amount less the fee, once', async () => {
    const made = await create('500.50');
    expect(made.body.value.deposit).toMatchObject({ status: 'new', amountMinor: 50_050, feeMinor: 501, creditMinor: 49_549, channelName: 'bKash' });
    const checkout = new URL(made.body.value.checkoutUrl);
    expect(checkout.host).toBe(payHost());
    // The checkout answers only on the provider's origin, never on the portal's.
    const onPortal = await tp.platform.app.inject({ url: `${checkout.pathname}${checkout.search}`, headers: { host: 'alpha.localhost' } });
    expect(onPortal.statusCode).toBe(404);
    const pageRes = await tp.platform.app.inject({ url: `${checkout.pathname}${checkout.search}`, headers: { host: payHost() } });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('৳500.50');
    const t = checkout.searchParams.get('t')!;
    const paid = await tp.platform.app.inject({ method: 'POST', url: '/pay/checkout/pay', headers: { host: payHost(), 'content-type': 'application/x-www-form-urlencoded' }, payload: `t=${encodeURIComponent(t)}` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${RETURN}?deposit=${made.body.value.deposit.id}&result=approved`);
    expect(await balanceOf(tp, wallet)).toBe(10_000 + 49_549);
    // Pressing Pay again (a new nonce, the same outcome) answers approved and moves nothing.
    const again = await tp.platform.app.inject({ method: 'POST', url: '/pay/checkout/pay', headers: { host: payHost(), 'content-type': 'application/x-www-form-urlencoded' }, payload: `t=${encodeURIComponent(t)}` });
    expect(again.headers.location).toContain('result=approved');
    expect(await balanceOf(tp, wallet)).toBe(10_000 + 49_549);
    const tampered = await tp.platform.app.inject({ method: 'POST', url: '/pay/checkout/pay', headers: { host: payHost(), 'content-type': 'application/x-www-form-urlencoded' }, payload: `t=${encodeURIComponent(`${t.slice(0, -1)}${t.endsWith('0') ? '1' : '0'}`)}` });
    expect(tampered.statusCode).toBe(400);
    expect(await messagesOf(memberId)).toEqual(['deposit.credited']);
    const list = (await call(tp, token, 'GET', '/wps/member/deposit/list')).body.value.items;
    expect(list[0]).toMatchObject({ id: made.body.value.deposit.id, status: 'approved' });
    expect(await checkLedger(tp.platform.db)).toMatchObject(HEALTHY);
  });

  it('refuses forged, replayed, late and mismatched-amount callbacks and logs each; a repeated valid one is idempotent', async () => {
    const made = (await create('1000')).body.value.deposit;
    const base = { depositId: made.id, amountMinor: 100_000 };
    const before = await balanceOf(tp, wallet);
    expectFailureEnvelope((await callback(base, { signature: 'f'.repeat(64) })).body, 'deposit.callback.signature');
    expectFailureEnvelope((await callback(base, { amountMinor: 10_000_000 })).body, 'deposit.callback.signature');
    expectFailureEnvelope((await callback({ ...base, amountMinor: 10_000_000 })).body, 'deposit.callback.amount');
    expectFailureEnvelope((await callback({ ...base, currency: 'VND' })).body, 'deposit.callback.amount');
    expectFailureEnvelope((await callback({ ...base, timestamp: tp.clock.now() - 11 * 60_000 })).body, 'deposit.callback.late');
    expectFailureEnvelope((await callback({ ...base, depositId: 987_654 })).body, 'deposit.not.found');
    expect(await balanceOf(tp, wallet)).toBe(before);
    const nonce = randomBytes(12).toString('hex');
    const first = await callback({ ...base, nonce });
    expect(first.body.value).toEqual({ depositId: made.id, status: 'approved' });
    expectFailureEnvelope((await callback({ ...base, nonce })).body, 'deposit.callback.replayed');
    expect((await callback(base)).body.value.status).toBe('approved');
    expect(await balanceOf(tp, wallet)).toBe(before + 100_000 - 1000);
    const logged = (await tp.platform.stores.deposits.callbacks(made.id)).map((c) => c.outcome);
    expect(logged).toEqual(['deposit.callback.signature', 'deposit.callback.signature', 'deposit.callback.amount', 'deposit.callback.amount', 'deposit.callback.late', 'accepted', 'deposit.callback.replayed', 'repeat']);
  });

  it('cancel: the member ends an open request; a later paid callback is refused and moves nothing', async () => {
    const made = (await create('200', 'nagad')).body.value.deposit;
    expect(made.feeMinor).toBe(0);
    const other = await accountToken(tp, await newAccount(tp));
    expectFailureEnvelope((await call(tp, other, 'POST', '/wps/member/deposit/cancel', { id: made.id })).body, 'deposit.not.found');
    expect((await call(tp, token, 'POST', '/wps/member/deposit/cancel', { id: made.id })).body.value.status).toBe('cancelled');
    expect((await call(tp, token, 'POST', '/wps/member/deposit/cancel', { id: made.id })).body.value.status).toBe('cancelled');
    const before = await balanceOf(tp, wallet);
    expectFailureEnvelope((await callback({ depositId: made.id, amountMinor: 20_000 })).body, 'deposit.state.invalid');
    expect(await balanceOf(tp, wallet)).toBe(before);
  });

  it('Cancel at the checkout cancels the request and tells nothing', async () => {
    const made = (await create('300')).body.value;
    const t = new URL(made.checkoutUrl).searchParams.get('t')!;
    const res = await tp.platform.app.inject({ method: 'POST', url: '/pay/checkout/cancel', headers: { host: payHost(), 'content-type': 'application/x-www-form-urlencoded' }, payload: `t=${encodeURIComponent(t)}` });
    expect(res.headers.location).toContain('result=cancelled');
    expect((await tp.platform.stores.deposits.find('alpha', made.deposit.id))?.status).toBe('cancelled');
  });

  it('a request without a callback expires once (deposit.failed told), and a late callback is refused', async () => {
    const made = (await create('400')).body.value.deposit;
    const deps = { stores: tp.platform.stores, clock: tp.clock, merchants: tp.platform.merchants, notifier: tp.platform.notifier };
    expect((await runDepositExpiry(deps)).expired).toBe(0);
    const before = await balanceOf(tp, wallet);
    tp.clock.advance(31 * 60_000);
    const [a, b] = await Promise.all([runDepositExpiry(deps), runDepositExpiry(deps)]);
    expect(a.expired + b.expired).toBe(1);
    expect((await tp.platform.stores.deposits.find('alpha', made.id))?.status).toBe('expired');
    expectFailureEnvelope((await callback({ depositId: made.id, amountMinor: 40_000 })).body, 'deposit.state.invalid');
    expect(await balanceOf(tp, wallet)).toBe(before);
    expect((await messagesOf(memberId)).filter((e) => e === 'deposit.failed')).toHaveLength(1);
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(tp);
    }, 60_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: channels, create, list and cancel', async (role) => {
      const calls = [
        await asRole(tp, roles, role, 'GET', '/wps/member/deposit/channels'),
        await asRole(tp, roles, role, 'POST', '/wps/member/deposit', { channel: 'bkash', amount: '500', requestKey: key(), returnUrl: RETURN }),
        await asRole(tp, roles, role, 'GET', '/wps/member/deposit/list'),
      ];
      const code = expected[role];
      for (const res of calls) {
        if (code) expectFailureEnvelope(res.body, code);
        else expect(res.body.success).toBe(true);
      }
      if (!code) {
        const id = calls[1]!.body.value.deposit.id as number;
        expect(calls[2]!.body.value.items.map((d: { id: number }) => d.id)).toEqual([id]);
        // Nobody else can cancel it; the owner can.
        const stranger: Role = role === 'member' ? 'anotherMember' : 'member';
        expectFailureEnvelope((await asRole(tp, roles, stranger, 'POST', '/wps/member/deposit/cancel', { id })).body, 'deposit.not.found');
        expect((await asRole(tp, roles, role, 'POST', '/wps/member/deposit/cancel', { id })).body.value.status).toBe('cancelled');
      } else {
        expectFailureEnvelope((await asRole(tp, roles, role, 'POST', '/wps/member/deposit/cancel', { id: 1 })).body, code);
      }
    });
  });
});
