// Regression: the login form could not know that a device already needed a
// captcha, so the correct password failed once with "Please enter the captcha". GET
// /wps/captcha/required answers it for the caller's address before any try.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

describe('GET /wps/captcha/required', () => {
  it('is false for a fresh address, true after a failed login from it, and false again after the window', async () => {
    const ip = freshIp();
    const ask = async () => (await t.raw<{ required: boolean }>('GET', '/wps/captcha/required?loginDeviceId=dev-up-front', { ip })).body;
    expect(await ask()).toMatchObject({ success: true, value: { required: false } });
    const failed = await t.login('nobody-up-front', 'Wrong@1234', { ip });
    expect(failed.body.errorCode).toBe('user.or.password.invalid');
    expect((await ask()).value).toEqual({ required: true });
    // Another address is not affected.
    expect((await t.raw('GET', '/wps/captcha/required', { ip: freshIp() })).body.value).toEqual({ required: false });
    t.clock.advance(15 * 60_000 + 1); // policy.captchaAfterFailureWindowMs
    expect((await ask()).value).toEqual({ required: false });
  });

  it('validates its query like the captcha call', async () => {
    expect((await t.raw('GET', `/wps/captcha/required?loginDeviceId=${'x'.repeat(200)}`)).status).toBe(400);
  });
});
