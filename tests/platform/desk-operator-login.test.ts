// Payments-desk sign-in: password (argon2id) then TOTP, sessions like members' (hashed tokens that
// expire when idle or old), and the development endpoint that hands out an operator's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../../src/platform/security/totp.ts';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { deskToken, operatorSeed } from './desk-helpers.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const login = (body: Record<string, unknown>, merchant = 'alpha') => t.raw('POST', '/wps/desk/login', { merchant, body });

describe('desk sign-in', () => {
  it('a right password without a code asks for the authenticator code; with it, a session', async () => {
    const seed = operatorSeed('finance01');
    const first = await login({ username: 'finance01', password: seed.password });
    expect(first.status).toBe(403);
    expectFailureEnvelope(first.body, 'login_verify_required');
    expect(first.body.value).toEqual({ verifyType: 'totp' });
    const second = await login({ username: 'finance01', password: seed.password, code: totp(seed.totpSecret, t.clock.now()) });
    expect(second.status).toBe(200);
    expect(second.body.value.operator).toMatchObject({ username: 'finance01', role: 'finance', disabled: false });
    const me = await t.raw('GET', '/wps/desk/me', { token: second.body.value.token });
    expect(me.body.value).toMatchObject({ operator: { username: 'finance01' }, merchant: 'alpha', currency: { code: 'BDT' } });
    // The stored session is keyed by the token's hash, never the token itself.
    const rows = await t.platform.db.query<{ token_hash: string }>('SELECT token_hash FROM desk_sessions');
    expect(rows.map((r) => r.token_hash)).not.toContain(second.body.value.token);
    t.clock.advance(30_000);
  });

  it('a wrong password reads like an unknown operator and never reaches the code step', async () => {
    const wrong = await login({ username: 'finance01', password: 'Nope@123', code: '000000' });
    expect(wrong.status).toBe(400);
    expectFailureEnvelope(wrong.body, 'user.or.password.invalid');
    const unknown = await login({ username: 'nobody01', password: 'Nope@123' });
    expectFailureEnvelope(unknown.body, 'user.or.password.invalid');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('a wrong TOTP code and a replayed one are refused', async () => {
    const seed = operatorSeed('support01');
    const code = totp(seed.totpSecret, t.clock.now());
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await login({ username: 'support01', password: seed.password, code: wrongCode });
    expect(wrong.status).toBe(400);
    expectFailureEnvelope(wrong.body, 'verification.code.invalid');
    const okLogin = await login({ username: 'support01', password: seed.password, code });
    expect(okLogin.body.success).toBe(true);
    const replay = await login({ username: 'support01', password: seed.password, code });
    expectFailureEnvelope(replay.body, 'verification.code.used');
    t.clock.advance(30_000);
  });

  it('repeated failures are rate limited', async () => {
    const ip = '10.250.0.9';
    const replies = [];
    for (let i = 0; i < 7; i++) replies.push(await t.raw('POST', '/wps/desk/login', { ip, body: { username: 'admin01', password: `Wrong@${i}` } }));
    expect(replies.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expectFailureEnvelope(replies[5]!.body, 'TOO_MANY_REQUESTS');
    t.clock.advance(20 * 60_000);
  });

  it('a session ends after 15 idle minutes and after logout', async () => {
    const idle = await deskToken(t, 'finance01');
    t.clock.advance(16 * 60_000);
    const expired = await t.raw('GET', '/wps/desk/me', { token: idle });
    expect(expired.status).toBe(401);
    expectFailureEnvelope(expired.body, 'login.not.session');
    const token = await deskToken(t, 'finance01');
    expect((await t.raw('POST', '/wps/desk/logout', { token, body: {} })).body.value).toBe(true);
    const after = await t.raw('GET', '/wps/desk/me', { token });
    expect(after.status).toBe(401);
    expectFailureEnvelope(after.body, 'user.or.token.invalid');
  });

  it('a session also ends 8 hours after sign-in, however busy', async () => {
    const token = await deskToken(t, 'finance01');
    // A call every 10 minutes keeps it from going idle, for 8 hours and no longer.
    for (let minutes = 10; minutes < 8 * 60; minutes += 10) {
      t.clock.advance(10 * 60_000);
      expect((await t.raw('GET', '/wps/desk/me', { token })).status).toBe(200);
    }
    t.clock.advance(10 * 60_000);
    const old = await t.raw('GET', '/wps/desk/me', { token });
    expect(old.status).toBe(401);
    expectFailureEnvelope(old.body, 'login.not.session');
  });

  it('/dev/desk/totp gives the operator\'s current code (development endpoints only)', async () => {
    const seed = operatorSeed('admin01');
    const response = await t.raw('GET', '/dev/desk/totp?username=admin01');
    expect(response.body.value.code).toBe(totp(seed.totpSecret, t.clock.now()));
    expectFailureEnvelope((await t.raw('GET', '/dev/desk/totp?username=nobody')).body, 'not_found');
  });

  it('/dev/desk/totp?step=next gives the next step\'s code, which signs in once this step\'s code is spent', async () => {
    t.clock.advance(60_000);
    const seed = operatorSeed('admin01');
    const current = (await t.raw('GET', '/dev/desk/totp?username=admin01')).body.value.code as string;
    expect((await login({ username: 'admin01', password: seed.password, code: current })).status).toBe(200);
    const spent = await login({ username: 'admin01', password: seed.password, code: current });
    expectFailureEnvelope(spent.body, 'verification.code.used');
    const next = await t.raw('GET', '/dev/desk/totp?username=admin01&step=next');
    expect(next.body.value.code).toBe(totp(seed.totpSecret, t.clock.now() + 30_000));
    expect(next.body.value.code).not.toBe(current);
    expect((await login({ username: 'admin01', password: seed.password, code: next.body.value.code })).status).toBe(200);
    // Spent too: the step after it is not handed out (the platform would not accept it yet).
    expectFailureEnvelope((await login({ username: 'admin01', password: seed.password, code: next.body.value.code })).body, 'verification.code.used');
    // And the endpoint says which step the last accepted code had: tests pick an unused step from it.
    const after = (await t.raw('GET', '/dev/desk/totp?username=admin01')).body.value as { step: number; lastUsedStep: number | null };
    expect(after.lastUsedStep).toBe(after.step + 1);
    expect(next.body.value.step).toBe(after.step + 1);
    const wrong = await t.raw('GET', '/dev/desk/totp?username=admin01&step=later');
    expect(wrong.status).toBe(400);
    expectFailureEnvelope(wrong.body, 'validation.failed');
  });
});
