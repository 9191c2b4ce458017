// Regression: GET /wps/captcha drew 5 characters whatever the merchant's captcha
// field rule said. It now draws what the effective rule (merchant file, then the operator's
// run-time registration setting) accepts, and the image is as wide as the text.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

async function drawn(merchant: string): Promise<{ answer: string; width: number }> {
  const ip = freshIp();
  const image = await t.raw<string>('GET', '/wps/captcha?loginDeviceId=rule-test', { ip, merchant });
  expect(image.body.success).toBe(true);
  const answer = (await t.raw<string>('GET', '/dev/captcha-answer?loginDeviceId=rule-test', { ip, merchant })).body.value;
  return { answer: answer ?? '', width: PNG.sync.read(Buffer.from(image.body.value ?? '', 'base64')).width };
}

describe('the captcha follows the captcha field rule', () => {
  it('draws the preferred 5 characters where the file allows 4 to 6 (alnum)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await drawn('alpha')).answer).toMatch(/^[A-Z0-9]{5}$/);
  });

  it('draws 4 digits when the operator sets the rule to digits 4–4 (vnlotto\'s), in a 4-character image', async () => {
    const captcha = { shown: true, required: true, pattern: { kind: 'digits', min: 4, max: 4, messageKey: 'pattern.digits' } };
    const put = await t.raw('PUT', '/dev/merchant-settings', { merchant: 'beta', body: { key: 'registration', value: { fields: { captcha } } } });
    expect(put.status).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const { answer, width } = await drawn('beta');
      expect(answer).toMatch(/^[0-9]{4}$/);
      expect(width).toBe(10 + 4 * 24);
    }
  });
});
