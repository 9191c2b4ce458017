// Regression: `verification/sms/noLogin` with purpose loginVerify answered the masked mobile
// for a known username and null for an unknown one, so anyone could list accounts. Known and
// unknown accounts now get the same answer, for both purposes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMobile } from '../../src/platform/seed.ts';
import { freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const send = (body: Record<string, string>) => t.raw('POST', '/wps/verification/sms/noLogin', { body, ip: freshIp() });

describe('POST /wps/verification/sms/noLogin', () => {
  it('answers a known and an unknown username alike (loginVerify), and still texts the known one', async () => {
    const known = await send({ purpose: 'loginVerify', username: 'member01' });
    const unknown = await send({ purpose: 'loginVerify', username: 'nobody0042' });
    expect(known.status).toBe(200);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(JSON.stringify(known.body)).not.toContain('*');
    const alpha = t.platform.merchants.byCode('alpha');
    if (!alpha) throw new Error('no alpha');
    expect(t.sms.some((line) => line.includes(seedMobile(alpha, 1)))).toBe(true);
  });

  it('answers a known and an unknown mobile number alike (forgotPassword)', async () => {
    const alpha = t.platform.merchants.byCode('alpha');
    if (!alpha) throw new Error('no alpha');
    const known = await send({ purpose: 'forgotPassword', mobileNum: seedMobile(alpha, 2) });
    const unknown = await send({ purpose: 'forgotPassword', mobileNum: '01799999999' });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
  });
});
