// The referral page's data: a member's invite code is made once and stays; a visitor
// registering with it (referrerCode, from /register?r=<code>) becomes the member's friend, shown
// masked with the day they joined and their first deposit (none until a deposit is approved);
// counts; pages; an unknown code refused; nothing where the merchant has referrals off; the role matrix.
// Runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callbackText, hmac, providerKey } from '../../src/platform/payments/signing.ts';
import { newAccount, tokenOf, type TestAccount } from './accounts.ts';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { call } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

// Less than a session's 30 idle minutes, so the friends' sessions stay valid between steps.
const STEP = 10 * 60_000;

interface Friend { account: string; joinedAt: number; firstDepositAt: number | null; earnedMinor: number; rewards: { state: string }[] }

TestDatabases.describeEach('referral', ({ postgres }) => {
  let tp: TestPlatform;
  let alice: TestAccount;
  let token: string;
  let n = 0;

  const info = async (t = token) => (await call(tp, t, 'GET', '/wps/member/referral')).body;
  const friends = async (query = '', t = token) => (await call(tp, t, 'GET', `/wps/member/referral/friends${query}`)).body;
  async function register(referrerCode: string, mobile = false) {
    const username = `frnd${String(++n).padStart(4, '0')}${randomBytes(2).toString('hex')}`;
    const ip = freshIp();
    let payload: Record<string, unknown> = { username, password: 'Passw0rd', confirmPassword: 'Passw0rd', ageConfirmed: true, referrerCode };
    if (mobile) {
      const mobileNum = `0171${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      await tp.raw('GET', `/wps/verification/sms/register?mobileNo=${mobileNum}`, { ip });
      payload = { mobileNum, password: 'Passw0rd', confirmPassword: 'Passw0rd', ageConfirmed: true, referrerCode, verificationCode: await tp.smsCode(mobileNum, 'register') };
    }
    const { body, headers } = await tp.encrypted(payload);
    const res = await tp.raw('PUT', mobile ? '/wps/member/register/mobile' : '/wps/member/register', { body, headers, ip });
    return { username, body: res.body };
  }
  /** A gateway deposit by `friendToken`, paid through the provider's signed callback. */
  async function deposit(friendToken: string) {
    const made = await call(tp, friendToken, 'POST', '/wps/member/deposit', { channel: 'bkash', amount: '500', requestKey: `ref-${randomBytes(4).toString('hex')}`, returnUrl: 'http://alpha.localhost/member/depositv2' });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const id = made.body.value.deposit.id as number;
    const fields = { depositId: id, amountMinor: 50_000, currency: 'BDT', outcome: 'paid' as const, providerRef: 'RP-ref', nonce: randomBytes(12).toString('hex'), timestamp: tp.clock.now() };
    const secret = await providerKey(tp.platform.stores.settings, 'alpha', tp.clock.now());
    const paid = await call(tp, null, 'POST', '/wps/deposit/callback', { ...fields, signature: hmac(secret, callbackText('alpha', fields)) });
    expect(paid.body.value?.status, JSON.stringify(paid.body)).toBe('approved');
  }

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    alice = await newAccount(tp);
  }, 120_000);
  afterAll(async () => tp?.close());
  // The tests move the clock on: a fresh session each test.
  beforeEach(async () => { token = await tokenOf(tp, alice); });

  it('gives each member one code that stays the same, and no friends at first', async () => {
    const first = await info();
    expect(first.success, JSON.stringify(first)).toBe(true);
    expect(first.value.code).toMatch(/^[a-z2-9]{8}$/);
    expect(await info()).toEqual(first);
    expect(first.value).toMatchObject({ friends: 0, deposited: 0 });
    expect((await friends()).value).toEqual({ items: [], nextCursor: null });
    const bob = await newAccount(tp);
    expect((await info(await tokenOf(tp, bob))).value.code).not.toBe(first.value.code);
  });

  it('records a friend registering with the code (username and mobile), masked, with no deposit until one is approved', async () => {
    const { code } = (await info()).value;
    const joinedAt = tp.clock.now();
    const viaName = await register(code.toUpperCase());
    expect(viaName.body.success, JSON.stringify(viaName.body)).toBe(true);
    tp.clock.advance(STEP);
    const viaMobile = await register(code, true);
    expect(viaMobile.body.success, JSON.stringify(viaMobile.body)).toBe(true);

    const listed = (await friends()).value.items as Friend[];
    expect(listed).toHaveLength(2);
    // Newest first; the account masked, never the whole login name.
    expect(listed[1]).toEqual({ account: `${viaName.username.slice(0, 2)}***${viaName.username.slice(-2)}`, joinedAt, firstDepositAt: null, earnedMinor: 0, rewards: expect.any(Array) });
    // The shipped merchant's referral rules, none reached yet (referral-rewards.test.ts pays them).
    expect(listed.flatMap((f) => f.rewards.map((r) => r.state))).toEqual(['inProgress', 'inProgress', 'inProgress', 'inProgress']);
    expect(listed[0]!.account).toMatch(/^01\*\*\*\d\d$/);
    expect(JSON.stringify(listed)).not.toContain(viaName.username);
    expect((await info()).value).toMatchObject({ friends: 2, deposited: 0 });

    tp.clock.advance(STEP);
    await deposit(viaName.body.value.token);
    const after = (await friends()).value.items as Friend[];
    expect(after.map((f) => f.firstDepositAt)).toEqual([null, tp.clock.now()]);
    expect((await info()).value).toMatchObject({ friends: 2, deposited: 1 });
    // A friend's own page shows no friends of the referrer.
    expect((await friends('', viaName.body.value.token)).value.items).toEqual([]);
  });

  it('pages the friends newest first', async () => {
    const bob = await newAccount(tp);
    const bobToken = await tokenOf(tp, bob);
    const { code } = (await info(bobToken)).value;
    for (let i = 0; i < 3; i += 1) expect((await register(code)).body.success).toBe(true);
    const first = (await friends('?pageSize=2', bobToken)).value;
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toMatch(/^[0-9]+$/);
    const second = (await friends(`?pageSize=2&cursor=${first.nextCursor}`, bobToken)).value;
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(second.items[0].joinedAt).toBeLessThanOrEqual(first.items[1].joinedAt);
  });

  it('refuses an unknown code at registration and bad paging, each with its errorCode', async () => {
    const refused = await register('nosuchcd');
    expectFailureEnvelope(refused.body, 'referral.invalid');
    expect(await tp.platform.stores.members.findByUsername('alpha', refused.username)).toBeNull();
    expectFailureEnvelope(await friends('?pageSize=0'), 'validation.failed');
    expectFailureEnvelope(await friends('?pageSize=99'), 'validation.failed');
    expectFailureEnvelope(await friends('?pageSize=500'), 'validation.failed');
    expectFailureEnvelope(await friends('?cursor=abc'), 'validation.failed');
    // Another merchant's code is unknown here.
    const beta = await newAccount(tp, { merchant: 'beta' });
    const betaCode = (await call(tp, await tokenOf(tp, beta), 'GET', '/wps/member/referral', undefined, 'beta')).body.value.code;
    expectFailureEnvelope((await register(betaCode)).body, 'referral.invalid');
  });

  it('refuses both calls and the code at registration where the merchant has referrals off', async () => {
    const { code } = (await info()).value;
    const features = tp.platform.merchants.byCode('alpha')!.features;
    features.referral = false;
    try {
      expectFailureEnvelope(await info(), 'feature.disabled');
      expectFailureEnvelope(await friends(), 'feature.disabled');
      expectFailureEnvelope((await register(code)).body, 'referral.invalid');
    } finally {
      features.referral = true;
    }
    expect((await register(code)).body.success).toBe(true);
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => { roles = await roleSet(tp); }, 60_000);
    const refused: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: referral and friends', async (role) => {
      const own = await asRole(tp, roles, role, 'GET', '/wps/member/referral');
      const list = await asRole(tp, roles, role, 'GET', '/wps/member/referral/friends');
      const code = refused[role];
      if (code) {
        expectFailureEnvelope(own.body, code);
        expectFailureEnvelope(list.body, code);
        return;
      }
      // Each role sees only its own code and its own (fresh: none) friends, never alice's.
      expect(own.body.value).toMatchObject({ friends: 0, deposited: 0 });
      expect(own.body.value.code).not.toBe((await info()).value.code);
      expect(list.body.value).toEqual({ items: [], nextCursor: null });
    });
  });
});
