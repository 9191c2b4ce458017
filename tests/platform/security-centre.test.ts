// The security centre over HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// every new call in the role matrix, the score, binding a mobile and an email with a code sent
// to it (login password asked again), two-factor enrolment with one-time recovery codes, and the
// signed-in devices with signing one or all others out.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../../src/platform/security/totp.ts';
import { LOCAL_IP, newAccount, tokenOf, type TestAccount } from './accounts.ts';
import { expectFailureEnvelope, makeMerchantsDir, startTestPlatform, type TestPlatform } from './helpers.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { TestDatabases } from './test-databases.ts';

const STEP_MS = 30_000;
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** The test merchants with two-factor on for alpha (beta keeps it off). */
function merchantsWithTwoFactor(): string {
  const dir = makeMerchantsDir();
  const file = join(dir, 'alpha', 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as { features: Record<string, unknown> };
  config.features.twoFactor = true;
  writeFileSync(file, JSON.stringify(config, null, 2));
  return dir;
}

let mobileSeq = 0;
/** A fresh number of alpha's rule (^01[3-9]\d{8}$), unique per run. */
const freshMobile = (): string => `019${String(process.pid % 1000).padStart(3, '0')}${String(++mobileSeq).padStart(5, '0')}`;

TestDatabases.describeEach('security centre', ({ id: kind }) => {
  let t: TestPlatform;
  let merchantsDir: string;
  let roles: RoleSet;
  beforeAll(async () => {
    merchantsDir = merchantsWithTwoFactor();
    t = await startTestPlatform({ merchantsDir, postgres: kind === 'postgres' });
    roles = await roleSet(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(merchantsDir, { recursive: true, force: true });
  });

  /** Past the SMS per-IP minimum interval (1 s) between sends. */
  const tick = () => t.clock.advance(2_000);
  const call = (token: string, method: string, path: string, body?: unknown) => t.raw(method, path, { ip: LOCAL_IP, token, ...(body === undefined ? {} : { body }) });
  async function freshMember(o: { mobile?: string | null; email?: string | null } = {}): Promise<{ account: TestAccount; token: string }> {
    const account = await newAccount(t, o);
    return { account, token: await tokenOf(t, account) };
  }
  async function loginWith(account: TestAccount, userAgent: string, extra: Record<string, unknown> = {}) {
    const { body, headers } = await t.encrypted({ type: 'username', username: account.username, password: account.password, ...extra });
    return t.raw('POST', '/wps/session/login', { body, headers: { ...headers, 'User-Agent': userAgent }, ip: LOCAL_IP });
  }

  describe('role matrix', () => {
    // 'member' calls let a trial account read its own; 'real' calls (changes) refuse it.
    const readCalls: [string, string, unknown][] = [
      ['GET', '/wps/member/security', undefined],
      ['GET', '/wps/member/security/devices', undefined],
      ['POST', '/wps/member/security/devices/signOutOthers', {}],
    ];
    const changeCalls: [string, string, unknown][] = [
      ['POST', '/wps/member/security/mobile/code', { mobile: '01900000000', password: 'Wrong@999' }],
      ['POST', '/wps/member/security/mobile', { mobile: '01900000000', code: '000000', password: 'Wrong@999' }],
      ['POST', '/wps/member/security/email/code', { email: 'x@example.com', password: 'Wrong@999' }],
      ['POST', '/wps/member/security/email', { email: 'x@example.com', code: '000000', password: 'Wrong@999' }],
      ['POST', '/wps/member/2fa/enable', { code: '000000', password: 'Wrong@999' }],
      ['POST', '/wps/member/2fa/disable', { code: '000000', password: 'Wrong@999' }],
    ];
    const refused: Partial<Record<Role, string>> = { guest: 'CUSTOMER_NOT_LOGIN', anotherMerchant: 'user.or.token.invalid' };

    it.each(ROLES)('read calls as %s: own data or the envelope', async (role) => {
      for (const [method, path, body] of readCalls) {
        const response = await asRole(t, roles, role, method, path, body);
        if (refused[role]) expectFailureEnvelope(response.body, refused[role]);
        else expect(response.body.success, `${path} ${JSON.stringify(response.body)}`).toBe(true);
      }
    });

    it.each(ROLES)('change calls as %s: a wrong login password is refused before anything changes, five times, then blocked', async (role) => {
      for (const [index, [method, path, body]] of changeCalls.entries()) {
        const response = await asRole(t, roles, role, method, path, body);
        // The password asked again has the login's failure budget (5), so it is no way to guess one.
        const wrongPassword = index < 5 ? 'password.old.invalid' : 'TOO_MANY_REQUESTS';
        expectFailureEnvelope(response.body, refused[role] ?? (role === 'trial' ? 'in_need_true_account' : wrongPassword));
        expect(response.status).toBeLessThan(500);
      }
    });

    it('another member signing out this member\'s device gets session.not.found, and the device stays signed in', async () => {
      const devices = await asRole(t, roles, 'member', 'GET', '/wps/member/security/devices');
      const id = (devices.body.value.devices as { id: number; current: boolean }[]).find((d) => d.current)!.id;
      for (const role of ['anotherMember', 'agent', 'trial'] as const) {
        expectFailureEnvelope((await asRole(t, roles, role, 'POST', '/wps/member/security/devices/signOut', { id })).body, 'session.not.found');
      }
      expectFailureEnvelope((await asRole(t, roles, 'guest', 'POST', '/wps/member/security/devices/signOut', { id })).body, 'CUSTOMER_NOT_LOGIN');
      expect((await asRole(t, roles, 'member', 'GET', '/wps/member/security')).body.success).toBe(true);
    });
  });

  it('scores what is set up: mobile, email, transaction password, payout accounts and two-factor count', async () => {
    const { token } = await freshMember({ mobile: null, email: null });
    const overview = await call(token, 'GET', '/wps/member/security');
    const keys = (overview.body.value.items as { key: string }[]).map((i) => i.key);
    expect(keys).toEqual(['loginPassword', 'paymentPassword', 'mobile', 'email', 'payoutAccounts', 'twoFactor']);
    expect(overview.body.value.score).toBe(17);
    expect(overview.body.value.twoFactor).toEqual({ available: true, enabled: false, recoveryCodesLeft: 0 });
    const withContacts = await freshMember({ mobile: freshMobile(), email: 'someone@example.com' });
    const second = await call(withContacts.token, 'GET', '/wps/member/security');
    expect(second.body.value.score).toBe(50);
    expect(second.body.value.items.find((i: { key: string }) => i.key === 'email').detail).toBe('so***@example.com');
    // Beta has two-factor off: not an item, so not counted.
    const beta = await t.raw('GET', '/wps/member/security', { merchant: 'beta', ip: LOCAL_IP, token: roles.token.anotherMerchant! });
    expect((beta.body.value.items as { key: string }[]).map((i) => i.key)).not.toContain('twoFactor');
    expect(beta.body.value.twoFactor.available).toBe(false);
  });

  it('binds a mobile with the SMS code sent to it: format, taken, wrong, another member\'s and expired codes are refused', async () => {
    const { account, token } = await freshMember({ mobile: null });
    const other = await freshMember({ mobile: null });
    const mobile = freshMobile();
    const password = account.password;
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/security/mobile/code', { mobile: '12345', password })).body, 'mobile.format');
    const taken = freshMobile();
    await freshMember({ mobile: taken });
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/security/mobile/code', { mobile: taken, password })).body, 'mobile.exists');

    tick();
    const sent = await call(token, 'POST', '/wps/member/security/mobile/code', { mobile, password });
    expect(sent.body.value).toEqual({ expiredMinutes: 5, mobileMasked: expect.stringMatching(/^019\*+\d{3}$/) });
    const code = await t.smsCode(mobile, 'bindMobile');
    const wrong = code === '000000' ? '111111' : '000000';
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/security/mobile', { mobile, code: wrong, password })).body, 'sms.code.invalid');
    // The code proves this member holds the number: it does nothing for another member.
    expectFailureEnvelope((await call(other.token, 'POST', '/wps/member/security/mobile', { mobile, code, password: other.account.password })).body, 'sms.code.missing');
    // Nor for another number, nor without the login password.
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/security/mobile', { mobile: freshMobile(), code, password })).body, 'sms.code.missing');
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/security/mobile', { mobile, code, password: 'Wrong@999' })).body, 'password.old.invalid');

    const bound = await call(token, 'POST', '/wps/member/security/mobile', { mobile, code, password });
    expect(bound.body.success, JSON.stringify(bound.body)).toBe(true);
    expect((await t.platform.stores.members.findById(account.id))?.mobile).toBe(mobile);
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/security/mobile', { mobile, code, password })).body, 'sms.code.invalid');
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/security/mobile/code', { mobile, password })).body, 'contact.unchanged');

    // Expired: a new number, the code read after the merchant's 5 minutes.
    const next = freshMobile();
    tick();
    await call(token, 'POST', '/wps/member/security/mobile/code', { mobile: next, password });
    const late = await t.smsCode(next, 'bindMobile');
    t.clock.advance(5 * 60_000 + 1);
    const fresh = await tokenOf(t, account);
    expectFailureEnvelope((await call(fresh, 'POST', '/wps/member/security/mobile', { mobile: next, code: late, password })).body, 'sms.code.expired');
  });

  it('limits codes sent to one number (TOO_MANY_REQUESTS with the envelope)', async () => {
    const { account, token } = await freshMember({ mobile: null });
    const mobile = freshMobile();
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) {
      tick();
      const response = await call(token, 'POST', '/wps/member/security/mobile/code', { mobile, password: account.password });
      answers.push(response.body.success ? 'ok' : response.body.errorCode!);
    }
    expect(answers.slice(0, 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(answers.slice(5)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });

  it('binds an email with the code mailed to it', async () => {
    const { account, token } = await freshMember({ email: null });
    const email = `${account.username}@example.com`;
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/security/email/code', { email: 'not-an-address', password: account.password })).body, 'email.format');
    tick();
    const sent = await call(token, 'POST', '/wps/member/security/email/code', { email: email.toUpperCase(), password: account.password });
    expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
    const mails = await t.raw('GET', `/dev/mail-outbox?to=${encodeURIComponent(email)}`);
    const code = /: (\d{6}) /.exec(mails.body.value[0].body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/security/email', { email, code: code === '000000' ? '111111' : '000000', password: account.password })).body, 'sms.code.invalid');
    expect((await call(token, 'POST', '/wps/member/security/email', { email, code, password: account.password })).body.value).toEqual({ emailMasked: `${account.username.slice(0, 2)}***@example.com` });
    expect((await t.platform.stores.members.findById(account.id))?.email).toBe(email);
  });

  it('enrols two-factor with the login password; each recovery code logs in once; disabling needs password and a code', async () => {
    const { account, token } = await freshMember();
    const setup = await call(token, 'POST', '/wps/member/2fa/setup', {});
    const secret = setup.body.value.secret as string;
    const enabled = await call(token, 'POST', '/wps/member/2fa/enable', { code: totp(secret, t.clock.now()), password: account.password });
    const codes = enabled.body.value.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Only hashes are kept.
    const stored = await t.platform.db.query<{ code_hash: string }>('SELECT code_hash FROM member_recovery_codes WHERE member_id = $1', [account.id]);
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect((await call(token, 'GET', '/wps/member/security')).body.value.twoFactor).toEqual({ available: true, enabled: true, recoveryCodesLeft: 10 });

    expect((await loginWith(account, DESKTOP_UA)).body.value).toEqual({ verifyType: 'totp' });
    const byRecovery = await loginWith(account, DESKTOP_UA, { verificationCode: codes[0]!.toLowerCase() });
    expect(byRecovery.body.success, JSON.stringify(byRecovery.body)).toBe(true);
    await loginWith(account, DESKTOP_UA);
    expectFailureEnvelope((await loginWith(account, DESKTOP_UA, { verificationCode: codes[0] })).body, 'verification.code.invalid');
    expect((await call(token, 'GET', '/wps/member/security')).body.value.twoFactor.recoveryCodesLeft).toBe(9);

    t.clock.advance(STEP_MS);
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/2fa/disable', { code: totp(secret, t.clock.now()), password: 'Wrong@999' })).body, 'password.old.invalid');
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/2fa/disable', { code: 'AAAAA-AAAAA', password: account.password })).body, 'verification.code.invalid');
    expect((await call(token, 'POST', '/wps/member/2fa/disable', { code: codes[1], password: account.password })).body.success).toBe(true);
    expect((await loginWith(account, DESKTOP_UA)).body.success).toBe(true);
    expectFailureEnvelope((await call(token, 'POST', '/wps/member/2fa/disable', { code: '123456', password: account.password })).body, 'twoFactor.notEnabled');
  });

  it('lists signed-in devices with device, browser, IP and the current one; signs one out, then all others', async () => {
    const account = await newAccount(t);
    const phone = (await loginWith(account, PHONE_UA)).body.value.token as string;
    const desktop = (await loginWith(account, DESKTOP_UA)).body.value.token as string;
    const third = (await loginWith(account, DESKTOP_UA)).body.value.token as string;
    const list = await call(desktop, 'GET', '/wps/member/security/devices');
    const devices = list.body.value.devices as { id: number; device: string; browser: string; os: string; ip: string; current: boolean }[];
    expect(devices).toHaveLength(3);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    const phoneRow = devices.find((d) => d.device === 'phone')!;
    expect(phoneRow).toMatchObject({ browser: 'Chrome', os: 'Android', ip: LOCAL_IP, current: false });
    expect(devices.find((d) => d.current)).toMatchObject({ device: 'desktop', browser: 'Safari', os: 'macOS' });

    expectFailureEnvelope((await call(desktop, 'POST', '/wps/member/security/devices/signOut', { id: devices.find((d) => d.current)!.id })).body, 'session.current');
    expect((await call(desktop, 'POST', '/wps/member/security/devices/signOut', { id: phoneRow.id })).body.success).toBe(true);
    expectFailureEnvelope((await call(phone, 'GET', '/wps/member/info')).body, 'user.or.token.invalid');
    expectFailureEnvelope((await call(desktop, 'POST', '/wps/member/security/devices/signOut', { id: phoneRow.id })).body, 'session.not.found');
    expectFailureEnvelope((await call(desktop, 'POST', '/wps/member/security/devices/signOut', { id: 'x' })).body, 'validation.failed');

    expect((await call(desktop, 'POST', '/wps/member/security/devices/signOutOthers', {})).body.value).toEqual({ signedOut: 1 });
    expectFailureEnvelope((await call(third, 'GET', '/wps/member/info')).body, 'user.or.token.invalid');
    expect((await call(desktop, 'GET', '/wps/member/security/devices')).body.value.devices).toHaveLength(1);
  });
});
