// Regression: PUT /dev/merchant-settings stored anything. A string `maintenance` turned the
// public calls into 500s until reset; a custom regex `^(a+)+$` and a 42-character username
// blocked the whole server for about 70 seconds. A setting is now checked like a merchant file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const setting = (key: string, value: unknown) => t.raw('PUT', '/dev/merchant-settings', { body: { key, value } });
const PUBLIC_CALLS = ['/wps/system/status', '/wps/portal/config', '/wps/system/setting/register', '/wps/system/whitelabel'];

describe('PUT /dev/merchant-settings', () => {
  it('refuses a maintenance value that is not { enabled, startTime?, endTime? }, and the public calls keep answering', async () => {
    for (const value of ['on', true, { enabled: 'yes' }, { enabled: true, startTime: 'soon' }, { enabled: true, extra: 1 }]) {
      const response = await setting('maintenance', value);
      expect(response.status, JSON.stringify(value)).toBe(400);
      expectFailureEnvelope(response.body, 'validation.failed');
    }
    for (const path of PUBLIC_CALLS) expect((await t.raw('GET', path)).status, path).toBe(200);
    expect((await setting('maintenance', { enabled: true, startTime: 1, endTime: 2 })).status).toBe(200);
    expect((await t.raw('GET', '/wps/system/status')).body.value).toMatchObject({ maintenance: true, maintainTime: 1, endTime: 2 });
    expect((await setting('maintenance', { enabled: false })).status).toBe(200);
  });

  it('refuses a registration override with a regex that can backtrack for ever, before it can block the server', async () => {
    const unsafe = { kind: 'custom', regex: '^(a+)+$', min: 1, max: 60, messageKey: 'pattern.letterFirstAlnum' };
    const response = await setting('registration', { fields: { username: { shown: true, required: true, pattern: unsafe } } });
    expect(response.status).toBe(400);
    expectFailureEnvelope(response.body, 'validation.failed');
    expect(response.body.value.errors).toContainEqual(expect.objectContaining({ field: 'value.fields.username.pattern.regex', keyword: 'regex-unsafe' }));
    // Had it been stored, this registration would hold the event loop for over a minute.
    const { body, headers } = await t.encrypted({ username: `${'a'.repeat(41)}!`, password: 'Passw0rd', confirmPassword: 'Passw0rd', ageConfirmed: true });
    const started = Date.now();
    const register = await t.raw('PUT', '/wps/member/register', { body, headers, ip: freshIp() });
    expectFailureEnvelope(register.body, 'validation.failed');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('checks a registration override with the merchant schema and the merchant checks', async () => {
    const wrongType = await setting('registration', { fields: { captcha: { shown: 'no', required: false } }, smsCodeLength: 'six' });
    expectFailureEnvelope(wrongType.body, 'validation.failed');
    expect(wrongType.body.value.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['value.fields.captcha.shown', 'value.smsCodeLength']));
    const untranslated = await setting('registration', { fields: { email: { shown: true, required: false, pattern: { kind: 'email', min: 6, max: 50, messageKey: 'pattern.nowhere' } } } });
    expectFailureEnvelope(untranslated.body, 'validation.failed');
    expect(untranslated.body.value.errors[0]).toMatchObject({ field: 'value.fields.email.pattern.messageKey', keyword: 'missing-translation' });
    expectFailureEnvelope((await setting('registration', 'off')).body, 'validation.failed');
    for (const path of PUBLIC_CALLS) expect((await t.raw('GET', path)).status, path).toBe(200);
  });

  it('stores a valid override, which the registration settings then show', async () => {
    const response = await setting('registration', { fields: { captcha: { shown: false, required: false } } });
    expect(response.status).toBe(200);
    expect((await t.raw('GET', '/wps/system/setting/register')).body.value.fields.captcha).toMatchObject({ shown: false, required: false });
  });
});
