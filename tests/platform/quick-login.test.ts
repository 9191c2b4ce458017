// Quick (one-click) login: rememberDevice issues a token bound to member, merchant and device;
// POST /wps/session/login/quick trades it for a session and a successor; used, wrong-device,
// expired, revoked (password change, logout with forgetDevice) tokens answer 400 quick.login.invalid.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError } from '../../src/shared/api/index.ts';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { TestDatabases } from './test-databases.ts';

let t: TestPlatform;
const LOCAL = '127.0.0.1';
const DAY = 24 * 60 * 60 * 1000;

async function login(payload: Record<string, unknown>, o: { ip?: string; merchant?: string } = {}) {
  const { body, headers } = await t.encrypted({ type: 'username', ...payload }, o.merchant === 'beta' ? 'oaep-gcm' : 'des-rsa');
  return t.raw('POST', '/wps/session/login', { body, headers, ip: o.ip ?? LOCAL, ...(o.merchant ? { merchant: o.merchant } : {}) });
}
async function quick(quickLoginToken: unknown, loginDeviceId: unknown, o: { ip?: string; merchant?: string } = {}) {
  const { body, headers } = await t.encrypted({ quickLoginToken, loginDeviceId }, o.merchant === 'beta' ? 'oaep-gcm' : 'des-rsa');
  return t.raw('POST', '/wps/session/login/quick', { body, headers, ip: o.ip ?? freshIp(), ...(o.merchant ? { merchant: o.merchant } : {}) });
}
const remember = async (username: string, password: string, device: string) => {
  const response = await login({ username, password, rememberDevice: true, loginDeviceId: device });
  expect(response.body.errorCode, JSON.stringify(response.body)).toBeNull();
  return response.body.value as { token: string; quickLoginToken: string; quickLoginExpiresAt: number };
};
const expectInvalid = (response: { status: number; body: any }) => {
  expect(response.status).toBe(400);
  expectFailureEnvelope(response.body, 'quick.login.invalid');
};

TestDatabases.describeEach('quick login', ({ postgres }) => {
  beforeAll(async () => {
    t = await startTestPlatform({ postgres });
  });
  afterAll(async () => t?.close());

  describe('issuing', () => {
    it('a login with rememberDevice returns a random token, stored only as its hash, for 30 days', async () => {
      const value = await remember('member01', 'Member@123', 'dev-issue');
      expect(value.quickLoginToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
      expect(value.quickLoginExpiresAt).toBe(t.clock.now() + 30 * DAY);
      const other = await remember('member01', 'Member@123', 'dev-issue-2');
      expect(other.quickLoginToken).not.toBe(value.quickLoginToken);
      const rows = await t.platform.db.query<{ token_hash: string; login_device_id: string }>('SELECT token_hash, login_device_id FROM quick_login_tokens');
      const hash = createHash('sha256').update(value.quickLoginToken).digest('hex');
      expect(rows.some((r) => r.token_hash === hash && r.login_device_id === 'dev-issue')).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(value.quickLoginToken);
    });

    it('no token without rememberDevice; rememberDevice needs loginDeviceId', async () => {
      const plain = await login({ username: 'member01', password: 'Member@123', loginDeviceId: 'dev-x' });
      expect(plain.body.value.token).toBeTruthy();
      expect(plain.body.value.quickLoginToken).toBeUndefined();
      const noDevice = await login({ username: 'member01', password: 'Member@123', rememberDevice: true });
      expect(noDevice.status).toBe(400);
      expectFailureEnvelope(noDevice.body, 'validation.failed');
      const wrong = await login({ username: 'nosuchuser', password: 'nope-Nope1', rememberDevice: true, loginDeviceId: 'dev-x' }, { ip: freshIp() });
      expect(wrong.body.value?.quickLoginToken).toBeUndefined();
    });

    it('works for SMS-code logins too', async () => {
      const ip = freshIp();
      await t.raw('POST', '/wps/verification/sms/login', { body: { mobileNum: '01710000001' }, ip });
      const code = await t.smsCode('01710000001', 'login');
      const { body, headers } = await t.encrypted({ type: 'sms', mobileNum: '01710000001', password: code, rememberDevice: true, loginDeviceId: 'dev-sms' });
      const response = await t.raw('POST', '/wps/session/login', { body, headers, ip });
      expect(response.body.errorCode).toBeNull();
      expect(response.body.value.quickLoginToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await quick(response.body.value.quickLoginToken, 'dev-sms')).body.value.username).toBe('member01');
    });
  });

  describe('quick login', () => {
    it('returns a login value with a new session and rotates the token', async () => {
      const first = await remember('member01', 'Member@123', 'dev-rotate');
      const used = await quick(first.quickLoginToken, 'dev-rotate');
      expect(used.status).toBe(200);
      const value = used.body.value;
      expect(value).toMatchObject({ username: 'member01', type: 0, isAgent: false, firstTimeLogin: false, passwordExpired: false });
      expect(value.token).not.toBe(first.token);
      expect(value.quickLoginToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(value.quickLoginToken).not.toBe(first.quickLoginToken);
      const info = await t.raw('GET', '/wps/member/info', { token: value.token });
      expect(info.body.value.username).toBe('member01');
      // The successor works once more and rotates again.
      const second = await quick(value.quickLoginToken, 'dev-rotate');
      expect(second.body.value.username).toBe('member01');
      expect(second.body.value.quickLoginToken).not.toBe(value.quickLoginToken);
    });

    it('a used token never works again, and its reuse ends the device\'s chain', async () => {
      const first = await remember('member01', 'Member@123', 'dev-reuse');
      const next = (await quick(first.quickLoginToken, 'dev-reuse')).body.value.quickLoginToken as string;
      expectInvalid(await quick(first.quickLoginToken, 'dev-reuse'));
      // Reuse is a theft signal: the successor is revoked as well.
      expectInvalid(await quick(next, 'dev-reuse'));
    });

    it('is bound to the device, the merchant and a real token', async () => {
      const value = await remember('member01', 'Member@123', 'dev-bound');
      expectInvalid(await quick(value.quickLoginToken, 'dev-other'));
      // One character changed (never to itself: the token is random, its last character may be A).
      const tampered = value.quickLoginToken.slice(0, -1) + (value.quickLoginToken.endsWith('A') ? 'B' : 'A');
      expectInvalid(await quick(tampered, 'dev-bound'));
      expectInvalid(await quick('x'.repeat(43), 'dev-bound'));
      expectInvalid(await quick("' OR 1=1 --", 'dev-bound'));
      // The wrong-device attempt did not spend the token.
      expect((await quick(value.quickLoginToken, 'dev-bound')).status).toBe(200);
      const missing = await quick(undefined, 'dev-bound');
      expect(missing.status).toBe(400);
      expectFailureEnvelope(missing.body, 'validation.failed');
    });

    it('two racing uses of one token: exactly one session', async () => {
      const value = await remember('member01', 'Member@123', 'dev-race');
      const results = await Promise.all([0, 1, 2, 3].map(() => quick(value.quickLoginToken, 'dev-race')));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.status !== 200)) expectInvalid(r);
    });

    it('goes through the real client (encrypted) under the call name quickLogin', async () => {
      const value = await remember('member01', 'Member@123', 'dev-client');
      const client = t.client();
      const result = await client.call('quickLogin', { quickLoginToken: value.quickLoginToken, loginDeviceId: 'dev-client' });
      expect(result.token).toBeTruthy();
      const error = await client.call('quickLogin', { quickLoginToken: value.quickLoginToken, loginDeviceId: 'dev-client' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformError);
      expect((error as PlatformError).errorCode).toBe('quick.login.invalid');
      expect((error as PlatformError).status).toBe(400);
    });

    it('is refused where the merchant does not offer quick login', async () => {
      const response = await quick('x'.repeat(43), 'dev', { merchant: 'beta' });
      expect(response.status).toBe(403);
      expectFailureEnvelope(response.body, 'feature.disabled');
      const beta = await login({ username: 'member01', password: 'Member@123', rememberDevice: true, loginDeviceId: 'dev-beta' }, { merchant: 'beta' });
      expect(beta.body.value.token).toBeTruthy();
      expect(beta.body.value.quickLoginToken).toBeUndefined();
    });
  });

  describe('revocation', () => {
    it('logout with forgetDevice revokes the device token; a plain logout keeps it', async () => {
      const kept = await remember('member01', 'Member@123', 'dev-keep');
      expect((await t.raw('POST', '/wps/session/logout', { token: kept.token })).body.success).toBe(true);
      const again = await quick(kept.quickLoginToken, 'dev-keep');
      expect(again.status).toBe(200);
      const forgotten = again.body.value;
      const out = await t.raw('POST', '/wps/session/logout', { token: forgotten.token, body: { forgetDevice: true, loginDeviceId: 'dev-keep' } });
      expect(out.body.success).toBe(true);
      expectInvalid(await quick(forgotten.quickLoginToken, 'dev-keep'));
      const live = (await login({ username: 'member01', password: 'Member@123' })).body.value.token as string;
      const bad = await t.raw('POST', '/wps/session/logout', { token: live, body: { forgetDevice: 'yes' } });
      expect(bad.status).toBe(400);
    });

    it('a password change revokes every quick-login token of the member', async () => {
      const a = await remember('agent01', 'Agent@123', 'dev-pw-a');
      const b = await remember('agent01', 'Agent@123', 'dev-pw-b');
      const { body, headers } = await t.encrypted({ oldPassword: 'Agent@123', newPassword: 'Newpass12', confirmNewPassword: 'Newpass12' });
      const changed = await t.raw('POST', '/wps/member/password', { body, headers, token: b.token, ip: LOCAL });
      expect(changed.body.errorCode).toBeNull();
      expectInvalid(await quick(a.quickLoginToken, 'dev-pw-a'));
      expectInvalid(await quick(b.quickLoginToken, 'dev-pw-b'));
    });

    it('a token expires 30 days after its issue', async () => {
      const value = await remember('member01', 'Member@123', 'dev-expiry');
      const young = await remember('member01', 'Member@123', 'dev-expiry-2');
      t.clock.advance(30 * DAY - 1000);
      expect((await quick(young.quickLoginToken, 'dev-expiry-2')).status).toBe(200);
      t.clock.advance(1000);
      expectInvalid(await quick(value.quickLoginToken, 'dev-expiry'));
    });
  });
});
