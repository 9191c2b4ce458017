// GET /dev/captcha-answer?loginDeviceId=: the answer of a client's newest captcha, so browser tests
// can pass the captcha step; bound to the client like the captcha itself; off in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/platform/app.ts';
import { defaultPolicy } from '../../src/platform/policy.ts';
import { createLocalIdentityVerifier } from '../../src/platform/security/identity.ts';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const login = async (payload: Record<string, unknown>, ip: string) => {
  const { body, headers } = await t.encrypted({ type: 'username', username: 'member01', ...payload }, 'oaep-gcm');
  return t.raw('POST', '/wps/session/login', { body, headers, ip, merchant: 'beta' });
};

describe('/dev/captcha-answer', () => {
  it('reads the answer of the device\'s newest captcha, and that answer passes the login captcha', async () => {
    const ip = freshIp();
    expect((await login({ password: 'wrong-Password1' }, ip)).body.errorCode).toBe('user.or.password.invalid');
    expect((await login({ password: 'Member@123' }, ip)).body.errorCode).toBe('captcha.required');

    const image = await t.raw('GET', '/wps/captcha?loginDeviceId=device-A', { ip, merchant: 'beta' });
    expect(image.body.success).toBe(true);
    const answer = await t.raw<string | null>('GET', '/dev/captcha-answer?loginDeviceId=device-A', { ip: freshIp(), merchant: 'beta' });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatch(/^[23456789ABCDEFGHJKLMNPRSTUVWXYZ]{5}$/);
    // Another device, another merchant: nothing.
    expect((await t.raw('GET', '/dev/captcha-answer?loginDeviceId=device-B', { ip, merchant: 'beta' })).body.value).toBeNull();
    expect((await t.raw('GET', '/dev/captcha-answer?loginDeviceId=device-A', { ip, merchant: 'alpha' })).body.value).toBeNull();

    const ok = await login({ password: 'Member@123', captcha: answer.body.value, loginDeviceId: 'device-A' }, ip);
    expect(ok.body.errorCode).toBeNull();
    expect(ok.body.value.token).toBeTruthy();
    // Used captchas are not reported any more.
    expect((await t.raw('GET', '/dev/captcha-answer?loginDeviceId=device-A', { ip, merchant: 'beta' })).body.value).toBeNull();
  });

  it('without loginDeviceId it reads the captcha bound to the caller\'s IP', async () => {
    const ip = freshIp();
    await t.raw('GET', '/wps/captcha', { ip });
    expect((await t.raw('GET', '/dev/captcha-answer', { ip })).body.value).toMatch(/^[A-Z0-9]{5}$/);
    expect((await t.raw('GET', '/dev/captcha-answer', { ip: freshIp() })).body.value).toBeNull();
  });

  it('validates its query', async () => {
    const response = await t.raw('GET', `/dev/captcha-answer?loginDeviceId=${'x'.repeat(200)}`);
    expect(response.status).toBe(400);
    expectFailureEnvelope(response.body, 'validation.failed');
    expect((await t.raw('GET', '/dev/captcha-answer?other=1')).status).toBe(400);
  });

  it('does not exist when the development endpoints are off (no DEV_TOOLS=1)', async () => {
    const p = t.platform;
    const app = await buildApp({
      stores: p.stores, clock: p.clock, merchants: p.merchants, keys: p.keys, policy: defaultPolicy(),
      identity: createLocalIdentityVerifier(p.keys.idpSecret, p.clock), smsSink: () => undefined, devEndpoints: false, distDir: '/nonexistent',
    });
    try {
      for (const url of ['/dev/captcha-answer?loginDeviceId=device-A', '/dev/sms-outbox']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expectFailureEnvelope(response.json(), 'not_found');
      }
    } finally {
      await app.close();
    }
  });
});
