// Regression: forgot password by email accepted anything and could never be
// completed. The input is checked, known and unknown users get one answer, a match gets a
// single-use link (token hashed at rest, 30 minutes) in the mail outbox, and the link's reset
// checks the password rule and ends every session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/platform/security/tokens.ts';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
const LOCAL = '127.0.0.1';
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const ask = (username: string, email: string, ip = freshIp()) => t.raw('POST', '/wps/member/password/email', { body: { username, email }, ip });
const reset = async (token: string, newPassword: string, confirmNewPassword = newPassword) => {
  const { body, headers } = await t.encrypted({ token, newPassword, confirmNewPassword });
  return t.raw('POST', '/wps/member/password/reset', { body, headers, ip: freshIp() });
};
async function mailedToken(to: string): Promise<string> {
  const mails = (await t.raw<{ to: string; body: string }[]>('GET', `/dev/mail-outbox?to=${encodeURIComponent(to)}`)).body.value ?? [];
  const token = /\/resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mails[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`no reset mail to ${to}`);
  return decodeURIComponent(token);
}

describe('forgot password by email', () => {
  it('refuses input that is no username and no email address, field by field', async () => {
    const response = await ask('  ', 'not-an-address');
    expect(response.status).toBe(400);
    expectFailureEnvelope(response.body, 'validation.failed');
    expect(Object.keys(response.body.value.fields).sort()).toEqual(['email', 'username']);
  });

  it('answers a known and an unknown user alike, and mails only the known one', async () => {
    const known = await ask('member01', 'Member01@alpha.example');
    const unknown = await ask('nobody77', 'nobody77@alpha.example');
    const wrongAddress = await ask('member01', 'someone@alpha.example');
    expect(known.body).toEqual({ success: true, value: null, message: 'in_been_out', errorCode: null });
    expect(unknown.body).toEqual(known.body);
    expect(wrongAddress.body).toEqual(known.body);
    expect((await t.raw<unknown[]>('GET', '/dev/mail-outbox?to=nobody77%40alpha.example')).body.value).toEqual([]);
    expect((await t.raw<unknown[]>('GET', '/dev/mail-outbox?to=someone%40alpha.example')).body.value).toEqual([]);
    await mailedToken('member01@alpha.example');
  });

  it('keeps only the token hash, resets once with a password of the rule, and ends every session', async () => {
    const session = (await t.login('agent01', 'Agent@123', { ip: LOCAL })).body.value.token as string;
    await ask('agent01', 'agent01@alpha.example');
    const token = await mailedToken('agent01@alpha.example');
    const stored = await t.platform.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets');
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const weak = await reset(token, 'short');
    expectFailureEnvelope(weak.body, 'validation.failed');
    expect(weak.body.value.fields.newPassword).toBeTruthy();
    expectFailureEnvelope((await reset(token, 'Agent2027x', 'Agent2027y')).body, 'validation.failed');

    const done = await reset(token, 'Agent2027x');
    expect(done.body).toMatchObject({ success: true, value: true });
    expect((await t.raw('GET', '/wps/member/info', { token: session, ip: LOCAL })).status).toBe(401);
    expect((await t.login('agent01', 'Agent2027x', { ip: LOCAL })).body.success).toBe(true);
    // (last: a failed login makes this address answer captchas)
    expect((await t.login('agent01', 'Agent@123', { ip: LOCAL })).body.errorCode).toBe('user.or.password.invalid');
    expectFailureEnvelope((await reset(token, 'Agent2028x')).body, 'password.reset.invalid');
  });

  it('lets a link expire after 30 minutes, and refuses an invented one', async () => {
    await ask('member01', 'member01@alpha.example');
    const token = await mailedToken('member01@alpha.example');
    t.clock.advance(30 * 60_000 + 1);
    expectFailureEnvelope((await reset(token, 'Member2027x')).body, 'password.reset.invalid');
    expectFailureEnvelope((await reset('never-issued-token', 'Member2027x')).body, 'password.reset.invalid');
  });
});
