// Session calls over HTTP: login (username, sms, firebase), captcha, lockout, logout, time-outs,
// the unregistered-IP check, free play. A fake clock drives every expiry.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, glyph } from '../../src/platform/security/captcha-image.ts';
import { seedMobile } from '../../src/platform/seed.ts';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
const LOCAL = '127.0.0.1';
const MINUTE = 60_000;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

const alpha = () => t.platform.merchants.byCode('alpha')!;

async function register(username: string, ip: string, extra: Record<string, unknown> = {}) {
  const { body, headers } = await t.encrypted({ username, password: 'Passw0rd', confirmPassword: 'Passw0rd', ageConfirmed: true, ...extra });
  const response = await t.raw('PUT', '/wps/member/register', { body, headers, ip });
  expect(response.body.errorCode).toBeNull();
  return response.body.value as { token: string };
}

async function captchaAnswer(ip: string, deviceId?: string): Promise<string> {
  const response = await t.raw('GET', `/wps/captcha${deviceId ? `?loginDeviceId=${deviceId}` : ''}`, { ip });
  expect(response.status).toBe(200);
  const rows = await t.platform.db.query<{ answer: string }>('SELECT answer FROM captchas WHERE client_key = $1 ORDER BY id DESC LIMIT 1', [deviceId ? `d:${deviceId}` : `ip:${ip}`]);
  return rows[0]!.answer;
}

async function loginWith(payload: Record<string, unknown>, ip: string, merchant = 'alpha') {
  const { body, headers } = await t.encrypted({ type: 'username', ...payload });
  return t.raw('POST', '/wps/session/login', { body, headers, ip, merchant });
}

/** Reads the captcha text back from the PNG by matching the bitmap font: proof it is legible. */
function readCaptcha(base64: string): string {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  const dark = (x: number, y: number) => {
    const i = (y * png.width + x) * 4;
    return (png.data[i] ?? 255) + (png.data[i + 1] ?? 255) + (png.data[i + 2] ?? 255) < 350;
  };
  let text = '';
  for (let index = 0; index < 5; index += 1) {
    let best = { ch: '?', score: -Infinity };
    for (const ch of CAPTCHA_ALPHABET) {
      for (let dx = -2; dx <= 2; dx += 1) {
        for (let dy = -2; dy <= 2; dy += 1) {
          let score = 0;
          glyph(ch)!.forEach((row, gy) => [...row].forEach((bit, gx) => {
            const on = dark(6 + index * 24 + dx + gx * 4 + 2, 6 + dy + gy * 4 + 2);
            score += bit === '1' ? (on ? 1 : -1) : on ? -1 : 0;
          }));
          if (score > best.score) best = { ch, score };
        }
      }
    }
    text += best.ch;
  }
  return text;
}

describe('login by username', () => {
  it('logs a seeded member in through the real des-rsa client and opens a session', async () => {
    let token: string | null = null;
    const client = t.client({ ip: LOCAL, token: () => token });
    const value = await client.call('login', { type: 'username', username: 'member01', password: 'Member@123' });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    token = value.token;
    expect(await client.call('memberInfo')).toMatchObject({ account: 'member01', toUpline: 'agent01', type: 0, isAgent: false });
    const again = await client.call('login', { type: 'username', username: 'member01', password: 'Member@123' });
    expect(again.token).not.toBe(value.token);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    await register('samey01', '10.200.0.1');
    const wrong = await loginWith({ username: 'samey01', password: 'Nope1234' }, '10.200.0.1');
    const unknown = await loginWith({ username: 'nobody99', password: 'Nope1234' }, '10.200.0.2');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expectFailureEnvelope(wrong.body, 'user.or.password.invalid');
    expect(wrong.body.value).toEqual({ captcha: true });
  });

  it('requires a single-use captcha after a failed login', async () => {
    const ip = freshIp();
    await register('capt001', ip);
    expect((await loginWith({ username: 'capt001', password: 'Wrong1234' }, ip)).body.errorCode).toBe('user.or.password.invalid');
    const missing = await loginWith({ username: 'capt001', password: 'Passw0rd' }, ip);
    expectFailureEnvelope(missing.body, 'captcha.required');
    expect(missing.body.value).toEqual({ captcha: true });
    t.clock.advance(1000);
    await captchaAnswer(ip, 'dev-1');
    expectFailureEnvelope((await loginWith({ username: 'capt001', password: 'Passw0rd', captcha: 'XXXXX', loginDeviceId: 'dev-1' }, ip)).body, 'captcha.invalid');
    t.clock.advance(1000);
    const answer = await captchaAnswer(ip, 'dev-1');
    const ok = await loginWith({ username: 'capt001', password: 'Passw0rd', captcha: answer.toLowerCase(), loginDeviceId: 'dev-1' }, ip);
    expect(ok.body.success).toBe(true);
    // The failure record is cleared for the account, but the IP keeps needing one for a while.
    const reuse = await loginWith({ username: 'capt001', password: 'Passw0rd', captcha: answer, loginDeviceId: 'dev-1' }, ip);
    expectFailureEnvelope(reuse.body, 'captcha.invalid');
  });

  it('lets a captcha expire', async () => {
    const ip = freshIp();
    await register('capt002', ip);
    await loginWith({ username: 'capt002', password: 'Wrong1234' }, ip);
    const answer = await captchaAnswer(ip);
    t.clock.advance(2 * MINUTE + 1);
    expectFailureEnvelope((await loginWith({ username: 'capt002', password: 'Passw0rd', captcha: answer }, ip)).body, 'captcha.invalid');
  });

  it('locks an account for 5 minutes after 5 failures, per account', async () => {
    const ip = freshIp();
    await register('lock0001', ip);
    const attempt = async (password: string) => {
      t.clock.advance(1000);
      return loginWith({ username: 'lock0001', password, captcha: await captchaAnswer(ip) }, ip);
    };
    expect((await loginWith({ username: 'lock0001', password: 'Wrong0000' }, ip)).body.errorCode).toBe('user.or.password.invalid');
    for (let i = 1; i < 5; i += 1) expect((await attempt(`Wrong000${i}`)).body.errorCode).toBe('user.or.password.invalid');
    const sixth = await attempt('Wrong0006');
    expect(sixth.status).toBe(429);
    expectFailureEnvelope(sixth.body, 'TOO_MANY_REQUESTS');
    const blocked = await attempt('Passw0rd');
    expectFailureEnvelope(blocked.body, 'TOO_MANY_REQUESTS');
    t.clock.advance(5 * MINUTE);
    expect((await attempt('Passw0rd')).body.success).toBe(true);
  });

  it('treats SQL metacharacters as plain text', async () => {
    const response = await loginWith({ username: "' OR '1'='1' --", password: "' OR '1'='1" }, freshIp());
    expectFailureEnvelope(response.body, 'user.or.password.invalid');
    const count = await t.platform.db.query<{ n: unknown }>('SELECT count(*) AS n FROM members');
    expect(Number(count[0]!.n)).toBeGreaterThan(0);
  });

  it('validates the decrypted payload and demands encryption', async () => {
    const ip = freshIp();
    const bad = async (payload: unknown) => {
      const { body, headers } = await t.encrypted(payload);
      return t.raw('POST', '/wps/session/login', { body, headers, ip });
    };
    expectFailureEnvelope((await bad({ username: 'member01', password: 'x' })).body, 'validation.failed');
    expectFailureEnvelope((await bad({ type: 'username', username: 'member01' })).body, 'validation.failed');
    expectFailureEnvelope((await bad({ type: 'username', username: 42, password: 'x' })).body, 'validation.failed');
    expectFailureEnvelope((await bad({ type: 'username', username: 'a', password: 'b', admin: true })).body, 'validation.failed');
    expectFailureEnvelope((await bad({ type: 'username', username: 'a'.repeat(65), password: 'b' })).body, 'validation.failed');
    const plain = await t.raw('POST', '/wps/session/login', { body: { type: 'username', username: 'member01', password: 'Member@123' }, ip });
    expectFailureEnvelope(plain.body, 'encryption.required');
    const garbage = await t.raw('POST', '/wps/session/login', { body: { value: 'AAAA', key: 'abcd' }, headers: { Encryption: 'RSA' }, ip });
    expectFailureEnvelope(garbage.body, 'encryption.key.invalid');
    const unknownScheme = await t.raw('POST', '/wps/session/login', { body: { value: 'AAAA', key: 'abcd' }, headers: { Encryption: 'ROT13' }, ip });
    expectFailureEnvelope(unknownScheme.body, 'encryption.unsupported');
  });
});

describe('tokens', () => {
  it('refuses missing, forged and foreign-merchant tokens', async () => {
    const missing = await t.raw('GET', '/wps/member/info');
    expect(missing.status).toBe(401);
    expectFailureEnvelope(missing.body, 'CUSTOMER_NOT_LOGIN');
    const forged = await t.raw('GET', '/wps/member/info', { token: 'A'.repeat(43) });
    expect(forged.status).toBe(401);
    expectFailureEnvelope(forged.body, 'user.or.token.invalid');
    const { token } = (await t.login('member01', 'Member@123', { ip: LOCAL })).body.value;
    expect((await t.raw('GET', '/wps/member/info', { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` })).status).toBe(401);
    const foreign = await t.raw('GET', '/wps/member/info', { token, merchant: 'beta' });
    expectFailureEnvelope(foreign.body, 'user.or.token.invalid');
  });

  it('is useless after logout', async () => {
    const { token } = (await t.login('member01', 'Member@123', { ip: LOCAL })).body.value;
    expect((await t.raw('GET', '/wps/v2/wallets/balance', { token })).status).toBe(200);
    const out = await t.raw('POST', '/wps/session/logout', { token });
    expect(out.body).toEqual({ success: true, value: true, message: null, errorCode: null });
    for (const path of ['/wps/member/info', '/wps/v2/wallets/balance']) {
      const after = await t.raw('GET', path, { token });
      expect(after.status).toBe(401);
      expectFailureEnvelope(after.body, 'user.or.token.invalid');
    }
    expect((await t.raw('DELETE', '/wps/session/logout', { token })).status).toBe(401);
  });

  it('expires after 30 idle minutes', async () => {
    const { token } = (await t.login('member01', 'Member@123', { ip: LOCAL })).body.value;
    t.clock.advance(29 * MINUTE);
    const touched = await t.raw('POST', '/wps/session/touch', { token });
    expect(touched.body.value.idleExpiresAt).toBe(t.clock.now() + 30 * MINUTE);
    t.clock.advance(30 * MINUTE + 1);
    const expired = await t.raw('GET', '/wps/member/info', { token });
    expect(expired.status).toBe(401);
    expectFailureEnvelope(expired.body, 'login.not.session');
  });

  it('expires 12 hours after login however active', async () => {
    const { token } = (await t.login('member01', 'Member@123', { ip: LOCAL })).body.value;
    for (let i = 0; i < 36; i += 1) {
      t.clock.advance(20 * MINUTE);
      expect((await t.raw('POST', '/wps/session/touch', { token })).status).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    expectFailureEnvelope((await t.raw('POST', '/wps/session/touch', { token })).body, 'login.not.session');
  });
});

describe('captcha', () => {
  it('is a PNG whose text can be read back', async () => {
    const ip = freshIp();
    const response = await t.raw<string>('GET', '/wps/captcha', { ip });
    expect(response.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(response.body.value!, 'base64'));
    expect([png.width, png.height]).toEqual([130, 44]);
    const rows = await t.platform.db.query<{ answer: string }>('SELECT answer FROM captchas WHERE client_key = $1 ORDER BY id DESC LIMIT 1', [`ip:${ip}`]);
    expect(readCaptcha(response.body.value!)).toBe(rows[0]!.answer);
  });

  it('allows one per second per IP and blocks for 5 minutes over budget', async () => {
    const ip = freshIp();
    expect((await t.raw('GET', '/wps/captcha', { ip })).status).toBe(200);
    const tooSoon = await t.raw('GET', '/wps/captcha', { ip });
    expect(tooSoon.status).toBe(429);
    expectFailureEnvelope(tooSoon.body, 'TOO_MANY_REQUESTS');
    t.clock.advance(1000);
    expect((await t.raw('GET', '/wps/captcha', { ip })).status).toBe(200);
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i += 1) {
      t.clock.advance(1000);
      status = (await t.raw('GET', '/wps/captcha', { ip })).status;
    }
    expect(status).toBe(429);
    t.clock.advance(60_000);
    expect((await t.raw('GET', '/wps/captcha', { ip })).status).toBe(429);
    t.clock.advance(5 * MINUTE);
    expect((await t.raw('GET', '/wps/captcha', { ip })).status).toBe(200);
    expectFailureEnvelope((await t.raw('GET', '/wps/captcha?loginDeviceId=' + 'x'.repeat(200), { ip: freshIp() })).body, 'validation.failed');
  });
});

describe('unregistered IP', () => {
  it('asks for an SMS code, accepts it once, then knows the IP', async () => {
    const ip = freshIp();
    const first = await t.login('member01', 'Member@123', { ip });
    expect(first.status).toBe(403);
    expectFailureEnvelope(first.body, 'login_verify_required');
    expect(first.body.value).toEqual({ verifyType: 'sms', mobileMasked: '017*****001' });
    const sent = await t.raw('POST', '/wps/verification/sms/noLogin', { body: { purpose: 'loginVerify', username: 'member01' }, ip });
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await t.smsCode(seedMobile(alpha(), 1), 'loginVerify');
    expect(t.sms.some((line) => line.includes(code))).toBe(true);
    const wrong = await loginWith({ username: 'member01', password: 'Member@123', verificationCode: '000000' }, ip);
    expectFailureEnvelope(wrong.body, 'sms.code.invalid');
    const verified = await loginWith({ username: 'member01', password: 'Member@123', verificationCode: code }, ip);
    expect(verified.body.success).toBe(true);
    expect((await t.login('member01', 'Member@123', { ip })).body.success).toBe(true);
    const replay = await loginWith({ username: 'member01', password: 'Member@123', verificationCode: code }, freshIp());
    expectFailureEnvelope(replay.body, 'sms.code.invalid');
  });

  it('never asks before the password is right', async () => {
    const response = await t.login('traveller01', 'Wrong@123', { ip: freshIp() });
    expectFailureEnvelope(response.body, 'user.or.password.invalid');
  });
});

describe('login by SMS', () => {
  it('sends a code, logs in once with it, refuses replay and expiry', async () => {
    const ip = freshIp();
    const mobile = seedMobile(alpha(), 1);
    t.clock.advance(1000);
    const sent = await t.client({ ip }).call('loginSms', { mobileNum: mobile });
    expect(sent).toEqual({ expiredMinutes: 5 });
    const code = await t.smsCode(mobile, 'login');
    const login = await t.client({ ip }).call('login', { type: 'sms', mobileNum: mobile, password: code });
    expect(login.token).toBeTruthy();
    await expect(t.client({ ip }).call('login', { type: 'sms', mobileNum: mobile, password: code })).rejects.toMatchObject({ errorCode: 'sms.code.invalid' });
    t.clock.advance(1000);
    await t.client({ ip }).call('loginSms', { mobileNum: mobile });
    const second = await t.smsCode(mobile, 'login');
    t.clock.advance(5 * MINUTE);
    await expect(t.client({ ip }).call('login', { type: 'sms', mobileNum: mobile, password: second })).rejects.toMatchObject({ errorCode: 'sms.code.expired' });
  });

  it('throttles to one per second and hides whether a number is registered', async () => {
    const ip = freshIp();
    const before = t.sms.length;
    const unknown = await t.raw('POST', '/wps/verification/sms/login', { body: { mobileNum: '01799999999' }, ip });
    expect(unknown.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: null, errorCode: null });
    expect(t.sms.length).toBe(before);
    const again = await t.raw('POST', '/wps/verification/sms/login', { body: { mobileNum: '01799999998' }, ip });
    expect(again.status).toBe(429);
    expectFailureEnvelope(again.body, 'TOO_MANY_REQUESTS');
    expectFailureEnvelope((await t.raw('POST', '/wps/verification/sms/login', { body: {}, ip: freshIp() })).body, 'validation.failed');
    expectFailureEnvelope((await t.raw('POST', '/wps/verification/sms/login', { body: { mobileNum: 17 }, ip: freshIp() })).body, 'validation.failed');
  });

  it('is refused where the merchant has it off', async () => {
    const refused = await t.raw('POST', '/wps/verification/sms/noLogin', { body: { purpose: 'forgotPassword', mobileNum: '0900000001' }, merchant: 'beta', ip: freshIp() });
    expect(refused.status).toBe(403);
    expectFailureEnvelope(refused.body, 'feature.disabled');
  });
});

describe('free play', () => {
  it('opens a trial session with demo credit, refused on real-money calls', async () => {
    const ip = freshIp();
    let token: string | null = null;
    const client = t.client({ ip, token: () => token });
    const session = await client.call('freePlay', { os: 'Linux', platform: 'W', random: 'abc', gatewayVersion: '3' });
    expect(session.type).toBe(4);
    token = session.token;
    expect(await client.call('balance')).toMatchObject({ sumBalance: 2000, demo: true });
    expect(await client.call('memberInfo')).toMatchObject({ type: 4, freePlay: true });
    const transfer = await t.raw('POST', '/wps/relay/GCS_walletTransfer', { body: { toUsername: 'agent01', amount: '1', idempotencyKey: 'trial-key-1' }, token, ip });
    expect(transfer.status).toBe(403);
    expectFailureEnvelope(transfer.body, 'in_need_true_account');
    await expect(client.call('changePassword', { oldPassword: 'x', newPassword: 'Abcdef12', confirmNewPassword: 'Abcdef12' })).rejects.toMatchObject({ errorCode: 'in_need_true_account' });
  });

  it('needs no body at all', async () => {
    const response = await t.raw('POST', '/wps/session/login/freeplay', { ip: freshIp() });
    expect(response.body.success).toBe(true);
    expectFailureEnvelope((await t.raw('POST', '/wps/verification/sms/login', { ip: freshIp() })).body, 'validation.failed');
  });

  it('the seeded trial account is type 4 too', async () => {
    const response = await t.login('trial01', 'Trial@123', { ip: LOCAL });
    expect(response.body.value.type).toBe(4);
    const transfer = await t.raw('POST', '/wps/relay/GCS_walletTransfer', { body: { toUsername: 'agent01', amount: '1', idempotencyKey: 'trial-key-2' }, token: response.body.value.token });
    expectFailureEnvelope(transfer.body, 'in_need_true_account');
  });

  it('is refused where the merchant has it off', async () => {
    const response = await t.raw('POST', '/wps/session/login/freeplay', { body: {}, merchant: 'beta' });
    expect(response.status).toBe(403);
    expectFailureEnvelope(response.body, 'feature.disabled');
  });
});

describe('third-party sign-in', () => {
  it('verifies tokens from the local identity provider', async () => {
    const issued = await t.raw('POST', '/idp/token', { body: { channel: 'google', name: 'Gina G', email: 'gina@example.com' } });
    const idToken = issued.body.value.idToken as string;
    const client = t.client({ ip: freshIp() });
    const first = await client.call('login', { type: 'firebase', channel: 'google', idToken });
    const second = await client.call('login', { type: 'firebase', channel: 'google', idToken });
    expect(second.username).toBe(first.username);
    // The signature's first character: its last one carries bits a base64url decoder ignores.
    const signatureAt = idToken.lastIndexOf('.') + 1;
    const forged = `${idToken.slice(0, signatureAt)}${idToken[signatureAt] === 'A' ? 'B' : 'A'}${idToken.slice(signatureAt + 1)}`;
    await expect(client.call('login', { type: 'firebase', channel: 'google', idToken: forged })).rejects.toMatchObject({ errorCode: 'identity.token.invalid' });
    await expect(client.call('login', { type: 'firebase', channel: 'facebook', idToken })).rejects.toMatchObject({ errorCode: 'identity.token.invalid' });
    t.clock.advance(11 * MINUTE);
    await expect(client.call('login', { type: 'firebase', channel: 'google', idToken })).rejects.toMatchObject({ errorCode: 'identity.token.invalid' });
    const betaToken = await t.raw('POST', '/idp/token', { body: { channel: 'telegram', name: 'T' }, merchant: 'beta' });
    expectFailureEnvelope(betaToken.body, 'feature.disabled');
    const page = await fetch(`${t.url}/idp/authorize?channel=facebook`, { headers: { Merchant: 'alpha' } });
    expect(await page.text()).toContain('<form method="post" action="/idp/authorize">');
  });
});

describe('password flags', () => {
  it('reports the default password and an expired one', async () => {
    const fresh = await t.login('newbie01', 'Default@2026', { ip: LOCAL });
    expect(fresh.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const move = (token: string) => t.raw('POST', '/wps/relay/GCS_walletTransfer', { body: { toUsername: 'agent01', amount: '1', idempotencyKey: `flags-${token.slice(0, 8)}` }, token });
    const refused = await move(fresh.body.value.token);
    expect(refused.status).toBe(403);
    expectFailureEnvelope(refused.body, 'password.change.required');
    const first = await t.raw('POST', '/wps/member/firstLogin', { token: fresh.body.value.token });
    expect(first.body.value.firstLogin).toBe(true);
    expect((await t.raw('POST', '/wps/member/firstLogin', { token: fresh.body.value.token })).body.value.firstLogin).toBe(false);
    t.clock.advance(91 * 24 * 60 * MINUTE);
    const old = await t.login('agent01', 'Agent@123', { ip: LOCAL });
    expect(old.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
    expectFailureEnvelope((await t.raw('POST', '/wps/relay/GCS_walletTransfer', { body: { toUsername: 'member01', amount: '1', idempotencyKey: 'flags-expired' }, token: old.body.value.token })).body, 'password.change.required');
  });
});
