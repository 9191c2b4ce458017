// The points mall under load and in the desk: 50 concurrent redemptions of a product with stock 10
// end with exactly 10 redeemed and stock 0; the desk (finance, admin) approves or rejects, a
// rejection gives back points, money and stock once; support, members and another merchant may
// not; every member call in the role matrix.
// Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import EN from '../../src/shared/i18n/locales/EN.json' with { type: 'json' };
import BN from '../../src/shared/i18n/locales/BN.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { LOCAL_IP, newAccount, tokenOf, type TestAccount } from './accounts.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { CONVERT, convertCall, encryptedCall, PAY_PASSWORD, pointsOf, REDEEM, redeemCall, requestKey, setPayPassword, stockOf, walletOf } from './point-mall-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('points mall desk and concurrency', ({ postgres }) => {
  let t: TestPlatform;
  let account: TestAccount;
  let token: string;
  const ops: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    account = await newAccount(t, { creditMinor: 10_000_000 });
    token = await tokenOf(t, account);
    await setPayPassword(t, token);
    for (const name of ['finance01', 'support01', 'admin01']) ops[name] = await deskToken(t, name);
    ops.betaFinance = await deskToken(t, 'finance01', 'beta');
  });
  afterAll(async () => t?.close());

  const decide = (who: string, id: number, action: string, key = actionKey(), merchant = 'alpha') =>
    t.raw('POST', '/wps/desk/points/redemptions/decide', { token: ops[who], merchant, body: { id, action, idempotencyKey: key, ...(action === 'reject' ? { remark: 'Out of season' } : {}) } });

  const noticesOf = (orderNo: string) =>
    t.platform.db.query<{ event: string; title: string; params: unknown }>("SELECT event, title, params FROM messages WHERE member_id = $1 AND params->>'orderNo' = $2", [account.id, orderNo]);

  it('50 concurrent redemptions of a product with stock 10: exactly 10 succeed, stock ends at 0', async () => {
    await t.raw('GET', '/wps/relay/MCS2_getPointReward', { token, ip: LOCAL_IP });
    await t.platform.db.query("UPDATE points_stock SET stock = 10 WHERE merchant = 'alpha' AND product_id = 'live-chips'");
    await convertCall(t, token, { points: 50 * 300 });
    const points = await pointsOf(t, account);
    const results = await Promise.all(Array.from({ length: 50 }, () => redeemCall(t, token, { productId: 'live-chips' })));
    const succeeded = results.filter((r) => r.body.success);
    expect(succeeded).toHaveLength(10);
    for (const r of results.filter((x) => !x.body.success)) expectFailureEnvelope(r.body, 'points.stock.insufficient');
    expect(await stockOf(t, 'live-chips')).toBe(0);
    expect(await pointsOf(t, account)).toBe(points - 10 * 300);
    const rows = await t.platform.db.query<{ n: unknown }>("SELECT count(*) AS n FROM points_redemptions WHERE product_id = 'live-chips' AND member_id = $1", [account.id]);
    expect(Number(rows[0]?.n)).toBe(10);
  });

  it('who may list and decide: finance and admin; support, a member and another merchant may not', async () => {
    await convertCall(t, token, { points: 500 });
    const id = (await redeemCall(t, token, { productId: 'deposit-voucher' })).body.value.redemption.id as number;
    for (const who of ['finance01', 'admin01']) {
      const list = await t.raw('GET', '/wps/desk/points/redemptions?status=processing', { token: ops[who] });
      expect(list.body.value.items.find((r: { id: number }) => r.id === id)).toMatchObject({ member: account.username, productId: 'deposit-voucher', status: 'processing', points: 500 });
    }
    // The product's name as members read it, in the operator's language (the desk sends Language).
    const voucher = (language: string) => t.raw('GET', '/wps/desk/points/redemptions?status=processing', { token: ops.finance01, headers: { Language: language } })
      .then((r) => r.body.value.items.find((row: { id: number }) => row.id === id).productName);
    expect(await voucher('EN')).toBe(EN['points.product.voucher']);
    expect(await voucher('BN')).toBe(BN['points.product.voucher']);
    expectFailureEnvelope((await t.raw('GET', '/wps/desk/points/redemptions', { token: ops.support01 })).body, 'desk.role.forbidden');
    expectFailureEnvelope((await decide('support01', id, 'approve')).body, 'desk.role.forbidden');
    expect((await t.raw('POST', '/wps/desk/points/redemptions/decide', { token, body: { id, action: 'approve', idempotencyKey: actionKey() } })).body.success).toBe(false);
    expect((await t.raw('GET', '/wps/desk/points/redemptions', { token: ops.betaFinance, merchant: 'beta' })).body.value.items).toEqual([]);
    expectFailureEnvelope((await decide('betaFinance', id, 'approve', actionKey(), 'beta')).body, 'not_found');
    const approved = await decide('finance01', id, 'approve');
    expect(approved.body.value).toEqual({ id, status: 'approved', replayed: false });
    expectFailureEnvelope((await decide('admin01', id, 'reject')).body, 'desk.state.changed');
    // The member is told once, in the inbox, in the merchant's default language when theirs is unset (the refused second decision tells nothing).
    expect(await noticesOf(`R${id}`)).toEqual([expect.objectContaining({ event: 'redemption.approved', title: 'পয়েন্ট রিডেম্পশন অনুমোদিত' })]);
    const history = await t.raw('GET', '/wps/relay/MCS2_getRedeemPointList?status=approved', { token, ip: LOCAL_IP });
    expect(history.body.value.items.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('a rejection gives back points, the money part and the stock, once per key, audited', async () => {
    await convertCall(t, token, { points: 800 });
    const before = { points: await pointsOf(t, account), wallet: await walletOf(t, account), stock: await stockOf(t, 'vip-seat') };
    const id = (await redeemCall(t, token, { productId: 'vip-seat' })).body.value.redemption.id as number;
    expect(await pointsOf(t, account)).toBe(before.points - 800);
    const key = actionKey();
    expect((await decide('finance01', id, 'reject', key)).body.value).toEqual({ id, status: 'rejected', replayed: false });
    expect((await decide('finance01', id, 'reject', key)).body.value.replayed).toBe(true);
    expect(await noticesOf(`R${id}`)).toEqual([expect.objectContaining({ event: 'redemption.rejected', params: expect.objectContaining({ remark: 'Out of season' }) })]);
    expect({ points: await pointsOf(t, account), wallet: await walletOf(t, account), stock: await stockOf(t, 'vip-seat') }).toEqual(before);
    const details = (await t.raw('GET', '/wps/relay/MCS2_getPointDetails', { token, ip: LOCAL_IP })).body.value.items;
    expect(details[0]).toMatchObject({ kind: 'refund', delta: 800, balanceAfter: before.points });
    const rejected = (await t.raw('GET', '/wps/relay/MCS2_getRedeemPointList?status=rejected', { token, ip: LOCAL_IP })).body.value.items;
    expect(rejected[0]).toMatchObject({ id, status: 'rejected', remark: 'Out of season' });
    const audit = await t.raw('GET', `/wps/desk/audit?target=redemption:${id}`, { token: ops.admin01 });
    expect(audit.body.value.items[0]).toMatchObject({ action: 'points.redemption.reject', operator: 'finance01', before: { status: 'processing' }, after: { status: 'rejected' } });
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(t);
    }, 60_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: points, rules, products, history, details, convert and redeem', async (role) => {
      const tokenOfRole = roles.token[role];
      if (role === 'member' || role === 'anotherMember' || role === 'agent') await setPayPassword(t, tokenOfRole!);
      const calls = [
        await asRole(t, roles, role, 'GET', '/wps/relay/MCS2_getPointBalance'),
        await asRole(t, roles, role, 'GET', '/wps/relay/MCS2_getPointConfig'),
        await asRole(t, roles, role, 'GET', '/wps/relay/MCS2_getPointReward'),
        await asRole(t, roles, role, 'GET', '/wps/relay/MCS2_getRedeemPointList'),
        await asRole(t, roles, role, 'GET', '/wps/relay/MCS2_getPointDetails'),
        await encryptedCall(t, tokenOfRole, CONVERT, { points: 300, paymentPassword: PAY_PASSWORD, requestKey: requestKey() }),
        await encryptedCall(t, tokenOfRole, REDEEM, { productId: 'live-chips', quantity: 1, paymentPassword: PAY_PASSWORD, requestKey: requestKey() }),
      ];
      const code = expected[role];
      for (const res of calls.slice(0, 6)) {
        if (code) expectFailureEnvelope(res.body, code);
        else expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      }
      // The chips' stock was spent by the concurrency test: a member is refused for stock, others by role.
      expectFailureEnvelope(calls[6]!.body, code ?? 'points.stock.insufficient');
      if (!code) {
        // Each member sees only their own points and history.
        expect(calls[0]!.body.value.points).toBe(0);
        expect(calls[5]!.body.value).toEqual({ added: 300, costMinor: 30_000, points: 300 });
        expect(calls[3]!.body.value.items).toEqual([]);
      }
    });
  });
});
