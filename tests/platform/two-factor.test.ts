// Two-factor login (TOTP, RFC 6238): the pure functions against the RFC test vectors, then the
// login's second step, replay, attempt limits and enrolment over HTTP, on PGlite and (when
// TEST_DATABASE_URL is set) on a PostgreSQL server. Merchant `alpha` has features.twoFactor on,
// `beta` has it off; `secure01` is the seeded enrolled member (secret SEED_TOTP_SECRET).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/platform/app.ts';
import { defaultPolicy } from '../../src/platform/policy.ts';
import { createLocalIdentityVerifier } from '../../src/platform/security/identity.ts';
import { base32Decode, base32Encode, generateTotpSecret, hotp, matchTotp, otpauthUri, totp, totpStep } from '../../src/platform/security/totp.ts';
import { SEED_TOTP_SECRET } from '../../src/platform/seed.ts';
import { PlatformError } from '../../src/shared/api/index.ts';
import { expectFailureEnvelope, freshIp, makeMerchantsDir, startTestPlatform, type TestPlatform } from './helpers.ts';
import { TestDatabases } from './test-databases.ts';

const MINUTE = 60_000;
const STEP_MS = 30_000;

describe('TOTP functions (RFC 4226 / RFC 6238 vectors)', () => {
  const ascii = (s: string) => Buffer.from(s, 'ascii');
  const sha1Key = ascii('12345678901234567890');
  const sha256Key = ascii('12345678901234567890123456789012');
  const sha512Key = ascii('1234567890123456789012345678901234567890123456789012345678901234');

  it('HOTP matches RFC 4226 appendix D', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(sha1Key, counter))).toEqual(expected);
  });

  // RFC 6238 appendix B: time (s), then the 8-digit codes for SHA-1, SHA-256, SHA-512.
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('TOTP at T=%i s matches RFC 6238 appendix B', (seconds, sha1, sha256, sha512) => {
    const ms = seconds * 1000;
    expect(totp(sha1Key, ms, { digits: 8 })).toBe(sha1);
    expect(totp(sha256Key, ms, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(sha512Key, ms, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    // The 6-digit code the platform uses is the low six digits of the same truncation.
    expect(totp(sha1Key, ms)).toBe(sha1.slice(-6));
    // The same key as base32 text gives the same code.
    expect(totp(base32Encode(sha1Key), ms)).toBe(sha1.slice(-6));
  });

  it('base32 round-trips and decodes the RFC 4648 vectors', () => {
    expect(base32Encode(ascii('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======').toString('ascii')).toBe('foobar');
    expect(base32Decode('mzxw 6ytb-oi').toString('ascii')).toBe('foobar');
    expect(base32Encode(sha1Key)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(() => base32Decode('ABC1')).toThrow(/base32/);
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('accepts the current step and one either side, nothing further, and only digit codes', () => {
    const now = 1_111_111_111_000;
    const step = totpStep(now);
    expect(matchTotp(sha1Key, totp(sha1Key, now), now)).toBe(step);
    expect(matchTotp(sha1Key, totp(sha1Key, now - STEP_MS), now)).toBe(step - 1);
    expect(matchTotp(sha1Key, totp(sha1Key, now + STEP_MS), now)).toBe(step + 1);
    expect(matchTotp(sha1Key, totp(sha1Key, now - 2 * STEP_MS), now)).toBeNull();
    expect(matchTotp(sha1Key, totp(sha1Key, now + 2 * STEP_MS), now)).toBeNull();
    expect(matchTotp(sha1Key, ` ${totp(sha1Key, now)} `, now)).toBe(step);
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 456', "1' OR 1"]) expect(matchTotp(sha1Key, bad, now)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri(SEED_TOTP_SECRET, 'secure01', 'CN Star'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/CN Star:secure01');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: SEED_TOTP_SECRET, issuer: 'CN Star', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});

/** The test merchants of helpers.ts, with alpha's twoFactor switch on and beta's off. */
function twoFactorMerchantsDir(): string {
  const dir = makeMerchantsDir();
  for (const [code, on] of [['alpha', true], ['beta', false]] as const) {
    const file = join(dir, code, 'merchant.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as { features: Record<string, unknown> };
    config.features.twoFactor = on;
    writeFileSync(file, JSON.stringify(config, null, 2));
  }
  return dir;
}

TestDatabases.describeEach('two-factor login', ({ id: kind }) => {
  let t: TestPlatform;
  let merchantsDir: string;

  beforeAll(async () => {
    merchantsDir = twoFactorMerchantsDir();
    t = await startTestPlatform({ merchantsDir, ...(kind === 'postgres' ? { postgres: true } : {}) });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(merchantsDir, { recursive: true, force: true });
  });
  // Past the failure windows and blocks of the previous test, and into a fresh TOTP step.
  beforeEach(() => t.clock.advance(20 * MINUTE));

  const code = (offsetSteps = 0) => totp(SEED_TOTP_SECRET, t.clock.now() + offsetSteps * STEP_MS);

  async function login(payload: Record<string, unknown>, ip: string, merchant = 'alpha') {
    const { body, headers } = await t.encrypted({ type: 'username', ...payload });
    return t.raw('POST', '/wps/session/login', { body, headers, ip, merchant });
  }
  async function sessionsOf(username: string, merchant = 'alpha'): Promise<number> {
    const rows = await t.platform.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.merchant = $1 AND m.username = $2',
      [merchant, username],
    );
    return Number(rows[0]?.n ?? 0);
  }
  async function accountOf(token: string, merchant = 'alpha'): Promise<string> {
    const info = await t.raw('GET', '/wps/member/info', { token, merchant });
    return info.body.value?.account;
  }

  it('asks an enrolled member for the code after a correct password (403 login_verify_required, verifyType totp), and issues no session', async () => {
    const before = await sessionsOf('secure01');
    const response = await login({ username: 'secure01', password: 'Member@123' }, freshIp());
    expect(response.status).toBe(403);
    expectFailureEnvelope(response.body, 'login_verify_required');
    expect(response.body.value).toEqual({ verifyType: 'totp' });
    expect(await sessionsOf('secure01')).toBe(before);
    // A wrong password never reaches the second step: the usual answer.
    const wrong = await login({ username: 'secure01', password: 'Wrong@999' }, freshIp());
    expectFailureEnvelope(wrong.body, 'user.or.password.invalid');
  });

  it('logs in when the same login carries the code as verificationCode (the payload the login machine sends)', async () => {
    const ip = freshIp();
    const client = t.client({ ip });
    const challenge = await client.call('login', { type: 'username', username: 'secure01', password: 'Member@123' }).then(() => null, (e: unknown) => e);
    expect(challenge).toBeInstanceOf(PlatformError);
    expect(challenge).toMatchObject({ errorCode: 'login_verify_required', status: 403, value: { verifyType: 'totp' } });
    const result = await client.call('login', { type: 'username', username: 'secure01', password: 'Member@123', verificationCode: code() });
    expect(result.username).toBe('secure01');
    expect(await accountOf(result.token)).toBe('secure01');
    // The code is checked together with the password, never instead of it.
    t.clock.advance(STEP_MS);
    const wrongPassword = await login({ username: 'secure01', password: 'Wrong@999', verificationCode: code() }, freshIp());
    expectFailureEnvelope(wrongPassword.body, 'user.or.password.invalid');
  });

  it('accepts the previous and next step (clock drift) but not two steps away', async () => {
    expectFailureEnvelope((await login({ username: 'secure01', password: 'Member@123', verificationCode: code(-2) }, freshIp())).body, 'verification.code.invalid');
    expectFailureEnvelope((await login({ username: 'secure01', password: 'Member@123', verificationCode: code(2) }, freshIp())).body, 'verification.code.invalid');
    expect((await login({ username: 'secure01', password: 'Member@123', verificationCode: code(-1) }, freshIp())).body.success).toBe(true);
    expect((await login({ username: 'secure01', password: 'Member@123', verificationCode: code(1) }, freshIp())).body.success).toBe(true);
  });

  it('refuses a wrong code with verification.code.invalid (400), issuing no session', async () => {
    const before = await sessionsOf('secure01');
    const right = code();
    const wrong = right === '000000' ? '111111' : '000000';
    const response = await login({ username: 'secure01', password: 'Member@123', verificationCode: wrong }, freshIp());
    expect(response.status).toBe(400);
    expectFailureEnvelope(response.body, 'verification.code.invalid');
    expectFailureEnvelope((await login({ username: 'secure01', password: 'Member@123', verificationCode: 'abc' }, freshIp())).body, 'verification.code.invalid');
    expect(await sessionsOf('secure01')).toBe(before);
    // A wrong code does not make the captcha required (the password was right).
    expect((await login({ username: 'secure01', password: 'Member@123', verificationCode: right }, freshIp())).body.success).toBe(true);
  });

  it('refuses a replayed code within its step (verification.code.used), and any older step once a newer one was used', async () => {
    const current = code();
    expect((await login({ username: 'secure01', password: 'Member@123', verificationCode: current }, freshIp())).body.success).toBe(true);
    const replay = await login({ username: 'secure01', password: 'Member@123', verificationCode: current }, freshIp());
    expect(replay.status).toBe(400);
    expectFailureEnvelope(replay.body, 'verification.code.used');
    // The previous step is still inside the window but older than the one used.
    expectFailureEnvelope((await login({ username: 'secure01', password: 'Member@123', verificationCode: code(-1) }, freshIp())).body, 'verification.code.used');
    const stored = await t.platform.stores.totp.find((await t.platform.stores.members.findByUsername('alpha', 'secure01'))!.id);
    expect(stored?.lastStep).toBe(totpStep(t.clock.now()));
    // The next step's code works once the clock gets there.
    t.clock.advance(STEP_MS);
    expect((await login({ username: 'secure01', password: 'Member@123', verificationCode: code() }, freshIp())).body.success).toBe(true);
  });

  it('two logins racing with one code: exactly one succeeds', async () => {
    const current = code();
    const results = await Promise.all(Array.from({ length: 5 }, () => login({ username: 'secure01', password: 'Member@123', verificationCode: current }, freshIp())));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === 'verification.code.used')).toHaveLength(4);
  });

  it('applies the login attempt limit to wrong codes: five per account, then 429 for five minutes, even for the right code', async () => {
    const right = code();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expectFailureEnvelope((await login({ username: 'secure01', password: 'Member@123', verificationCode: wrong }, freshIp())).body, 'verification.code.invalid');
    }
    const sixth = await login({ username: 'secure01', password: 'Member@123', verificationCode: wrong }, freshIp());
    expect(sixth.status).toBe(429);
    expectFailureEnvelope(sixth.body, 'TOO_MANY_REQUESTS');
    const blocked = await login({ username: 'secure01', password: 'Member@123', verificationCode: right }, freshIp());
    expect(blocked.status).toBe(429);
    t.clock.advance(5 * MINUTE + STEP_MS);
    expect((await login({ username: 'secure01', password: 'Member@123', verificationCode: code() }, freshIp())).body.success).toBe(true);
  });

  it('the code step needs no second captcha from the client that passed one with the password, but does from any other client', async () => {
    const ip = freshIp();
    const deviceId = `dev-${Date.now()}`;
    expectFailureEnvelope((await login({ username: 'secure01', password: 'Wrong@999', loginDeviceId: deviceId }, ip)).body, 'user.or.password.invalid');
    expectFailureEnvelope((await login({ username: 'secure01', password: 'Member@123', loginDeviceId: deviceId }, ip)).body, 'captcha.required');
    await t.raw('GET', `/wps/captcha?loginDeviceId=${deviceId}`, { ip });
    const [row] = await t.platform.db.query<{ answer: string }>('SELECT answer FROM captchas WHERE client_key = $1 ORDER BY id DESC LIMIT 1', [`d:${deviceId}`]);
    const challenge = await login({ username: 'secure01', password: 'Member@123', captcha: row!.answer, loginDeviceId: deviceId }, ip);
    expectFailureEnvelope(challenge.body, 'login_verify_required');
    // Another client (another device id) cannot ride on that challenge.
    expectFailureEnvelope((await login({ username: 'secure01', password: 'Member@123', verificationCode: code(), loginDeviceId: 'other-device' }, ip)).body, 'captcha.required');
    // The machine resends the captcha it already used: the challenge, not the captcha, lets it through.
    const verified = await login({ username: 'secure01', password: 'Member@123', captcha: row!.answer, verificationCode: code(), loginDeviceId: deviceId }, ip);
    expect(verified.body.success).toBe(true);
  });

  it('stands in for the unregistered-IP SMS step of an enrolled member; members without a secret are unaffected', async () => {
    // secure01 from a new IP gets the TOTP step, not the SMS one; member01 (no secret) the usual ones.
    const ip = freshIp();
    expect((await login({ username: 'secure01', password: 'Member@123' }, ip)).body.value).toEqual({ verifyType: 'totp' });
    const member = await login({ username: 'member01', password: 'Member@123' }, freshIp());
    expectFailureEnvelope(member.body, 'login_verify_required');
    expect(member.body.value).toMatchObject({ verifyType: 'sms' });
    const local = await login({ username: 'member01', password: 'Member@123' }, '127.0.0.1');
    expect(local.body.success).toBe(true);
    expect(await accountOf(local.body.value.token)).toBe('member01');
    // A verificationCode sent by a member without a secret (from a known IP) changes nothing.
    expect((await login({ username: 'member01', password: 'Member@123', verificationCode: '123456' }, '127.0.0.1')).body.success).toBe(true);
  });

  it('a merchant with twoFactor off logs the enrolled member in with the password alone', async () => {
    const response = await login({ username: 'secure01', password: 'Member@123' }, freshIp(), 'beta');
    expect(response.body.success).toBe(true);
    expect(await accountOf(response.body.value.token, 'beta')).toBe('secure01');
    // Enrolment is refused there too.
    expectFailureEnvelope((await t.raw('POST', '/wps/member/2fa/setup', { body: {}, token: response.body.value.token, merchant: 'beta' })).body, 'feature.disabled');
  });

  it('GET /dev/totp gives tests the current code of an enrolled member', async () => {
    const response = await t.raw('GET', '/dev/totp?username=secure01');
    expect(response.body.value).toMatchObject({ code: code(), step: totpStep(t.clock.now()), enabled: true });
    expectFailureEnvelope((await t.raw('GET', '/dev/totp?username=member01')).body, 'not_found');
    expectFailureEnvelope((await t.raw('GET', '/dev/totp')).body, 'validation.failed');
    // Off like the other development endpoints (without DEV_TOOLS=1).
    const p = t.platform;
    const production = await buildApp({
      stores: p.stores, clock: p.clock, merchants: p.merchants, keys: p.keys, policy: defaultPolicy(),
      identity: createLocalIdentityVerifier(p.keys.idpSecret, p.clock), smsSink: () => undefined, devEndpoints: false, distDir: join(merchantsDir, 'no-dist'),
    });
    const off = await production.inject({ method: 'GET', url: '/dev/totp?username=secure01', headers: { merchant: 'alpha' } });
    expect(off.statusCode).toBe(404);
    expect(JSON.parse(off.body)).toMatchObject({ success: false, errorCode: 'not_found' });
    await production.close();
  });

  it('enrols a member: setup returns a pending secret and otpauth URI, enable needs a valid code, then the login asks for it', async () => {
    const ip = freshIp();
    const { body, headers } = await t.encrypted({ username: `tfa${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`, password: 'Passw0rd', confirmPassword: 'Passw0rd', ageConfirmed: true });
    const registered = await t.raw('PUT', '/wps/member/register', { body, headers, ip });
    expect(registered.body.success).toBe(true);
    const { token, username } = registered.body.value as { token: string; username: string };

    expectFailureEnvelope((await t.raw('POST', '/wps/member/2fa/setup', { body: {} })).body, 'CUSTOMER_NOT_LOGIN');
    expectFailureEnvelope((await t.raw('POST', '/wps/member/2fa/enable', { body: { code: '123456', password: 'Passw0rd' }, token })).body, 'twoFactor.setup.required');
    const setup = await t.raw('POST', '/wps/member/2fa/setup', { body: {}, token });
    expect(setup.body.success).toBe(true);
    const { secret, otpauthUri: uri } = setup.body.value as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(new URL(uri).pathname)).toContain(`:${username}`);
    // Pending: the login does not ask yet.
    expect((await login({ username, password: 'Passw0rd' }, ip)).body.success).toBe(true);

    const now = t.clock.now();
    const wrong = totp(secret, now) === '000000' ? '111111' : '000000';
    expectFailureEnvelope((await t.raw('POST', '/wps/member/2fa/enable', { body: { code: wrong, password: 'Passw0rd' }, token })).body, 'verification.code.invalid');
    expectFailureEnvelope((await t.raw('POST', '/wps/member/2fa/enable', { body: { code: 123456, password: 'Passw0rd' }, token })).body, 'validation.failed');
    const enabled = await t.raw('POST', '/wps/member/2fa/enable', { body: { code: totp(secret, now), password: 'Passw0rd' }, token });
    expect(enabled.body.value).toMatchObject({ enabled: true });
    expectFailureEnvelope((await t.raw('POST', '/wps/member/2fa/setup', { body: {}, token })).body, 'twoFactor.enabled');

    // Enabled: the login asks, and the code that enabled it cannot be used again.
    expect((await login({ username, password: 'Passw0rd' }, ip)).body.value).toEqual({ verifyType: 'totp' });
    expectFailureEnvelope((await login({ username, password: 'Passw0rd', verificationCode: totp(secret, now) }, ip)).body, 'verification.code.used');
    t.clock.advance(STEP_MS);
    expect((await login({ username, password: 'Passw0rd', verificationCode: totp(secret, t.clock.now()) }, ip)).body.success).toBe(true);
  });

  it('trial accounts cannot enrol', async () => {
    const trial = await login({ username: 'trial01', password: 'Trial@123' }, '127.0.0.1');
    expectFailureEnvelope((await t.raw('POST', '/wps/member/2fa/setup', { body: {}, token: trial.body.value.token })).body, 'in_need_true_account');
  });
});
