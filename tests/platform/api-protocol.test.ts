// The protocol around every call: envelopes for 404/400/413/415/malformed JSON/500, security
// headers, the portal files and SPA fallback, merchant by header or host, system calls, the key
// endpoint, both encryption schemes through the real client, the wallet, dev endpoints.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/platform/app.ts';
import { createLocalIdentityVerifier } from '../../src/platform/security/identity.ts';
import { defaultPolicy } from '../../src/platform/policy.ts';
import { calls, GAME_CALL_NAMES, PlatformError, type CallName } from '../../src/shared/api/index.ts';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { TestDatabases } from './test-databases.ts';

let t: TestPlatform;
const LOCAL = '127.0.0.1';
const dist = mkdtempSync(join(tmpdir(), 'platform-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
writeFileSync(join(dist, 'app.js'), 'console.log(1)');

beforeAll(async () => {
  t = await startTestPlatform({
    distDir: dist,
    games: true,
    extraRoutes: (app) => {
      app.get('/wps/test/boom', async () => {
        throw new Error('secret internals at /srv/app.ts:12');
      });
    },
  });
});
afterAll(async () => t?.close());

describe('envelopes for every failure', () => {
  it('unknown routes and wrong methods are 404 envelopes', async () => {
    for (const [method, path] of [['GET', '/wps/nope'], ['GET', '/wps/session/login'], ['POST', '/lgw/unknown'], ['DELETE', '/wps/member/info']] as const) {
      const response = await t.raw(method, path);
      expect(response.status).toBe(404);
      expectFailureEnvelope(response.body, 'not_found');
    }
  });

  it('malformed JSON, empty JSON, oversize bodies and foreign content types', async () => {
    const malformed = await t.raw('POST', '/wps/verification/sms/login', { rawBody: '{"mobileNum": ', headers: { 'Content-Type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expectFailureEnvelope(malformed.body, 'json.malformed');
    const empty = await t.raw('POST', '/wps/verification/sms/login', { rawBody: '', headers: { 'Content-Type': 'application/json' } });
    expect(empty.status).toBe(400);
    expectFailureEnvelope(empty.body, 'json.malformed');
    const huge = await t.raw('POST', '/wps/verification/sms/login', { body: { mobileNum: 'x'.repeat(70_000) } });
    expect(huge.status).toBe(413);
    expectFailureEnvelope(huge.body, 'payload.too.large');
    const text = await t.raw('POST', '/wps/verification/sms/login', { rawBody: '<mobileNum>1</mobileNum>', headers: { 'Content-Type': 'application/xml' } });
    expect(text.status).toBe(415);
    expectFailureEnvelope(text.body, 'unsupported.media.type');
    const proto = await t.raw('POST', '/wps/verification/sms/login', { rawBody: '{"__proto__": {"x": 1}, "mobileNum": "1"}', headers: { 'Content-Type': 'application/json' } });
    expect(proto.status).toBe(400);
    expectFailureEnvelope(proto.body);
  });

  it('an unexpected error is a 500 envelope without internals', async () => {
    const response = await t.raw('GET', '/wps/test/boom');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ success: false, value: null, message: 'Unknown error', errorCode: 'internal.error' });
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });
});

describe('headers and the portal', () => {
  it('sets the security headers on API answers and pages', async () => {
    for (const path of ['/wps/system/status', '/', '/some/deep/route']) {
      const response = await fetch(t.url + path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(eval|inline)/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect((await fetch(t.url + '/wps/system/status')).headers.get('cache-control')).toBe('no-store');
  });

  it('serves the build with an SPA fallback, but never for API paths', async () => {
    const deep = await fetch(t.url + '/member/security?tab=1');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    expect(await (await fetch(t.url + '/app.js')).text()).toBe('console.log(1)');
    const missingAsset = await fetch(t.url + '/assets/missing.js');
    expect(missingAsset.status).toBe(404);
    expect((await fetch(t.url + '/wps/unknown')).headers.get('content-type')).toContain('application/json');
  });

  it('says how to build when dist is missing', async () => {
    const other = await buildApp({ ...appDeps(), distDir: join(dist, 'nothing-here') });
    const response = await other.inject({ method: 'GET', url: '/anything' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npx vite build');
    await other.close();
  });
});

function appDeps() {
  const p = t.platform;
  return {
    stores: p.stores, clock: p.clock, merchants: p.merchants, keys: p.keys, policy: defaultPolicy(),
    identity: createLocalIdentityVerifier(p.keys.idpSecret, p.clock), smsSink: () => undefined, devEndpoints: false, distDir: dist,
  };
}

describe('merchant resolution', () => {
  const codeFor = async (headers: Record<string, string>) => {
    const response = await t.platform.app.inject({ method: 'GET', url: '/wps/portal/config', headers });
    return JSON.parse(response.body).value.identity.code as string;
  };
  it('uses the Merchant header when known, else the host, else the default', async () => {
    expect(await codeFor({ host: 'beta.localhost:8080' })).toBe('beta');
    expect(await codeFor({ host: 'alpha.localhost:8080' })).toBe('alpha');
    expect(await codeFor({ host: 'localhost:8080' })).toBe('alpha');
    expect(await codeFor({ host: 'unknown.example.com' })).toBe('alpha');
    expect(await codeFor({ host: 'alpha.localhost', merchant: 'beta' })).toBe('beta');
    expect(await codeFor({ host: 'beta.localhost', merchant: 'nosuch' })).toBe('beta');
  });
});

describe('system calls', () => {
  it('whitelabel carries register fields with acceptedPattern and the feature tree', async () => {
    const value = (await t.raw('GET', '/wps/system/whitelabel')).body.value;
    const username = value.info.register.fields.find((f: { name: string }) => f.name === 'username');
    expect(username).toMatchObject({ shown: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]{5,11}$', min: 6, max: 12 });
    expect(new RegExp(username.acceptedPattern, 'u').test('abc123')).toBe(true);
    expect(value.info.imageCDNs[0]).toMatch(/^http:\/\/localhost:\d+\/$/);
    const register = value.whitelabel.find((n: { modId: string }) => n.modId === 'REGISTER3');
    expect(register.childrenNodes.find((n: { modId: string }) => n.modId === 'REGMOBVERF3').enabled).toBe(true);
  });

  it('register settings, status with maintenance, domain routes, help and portal config', async () => {
    const settings = (await t.raw('GET', '/wps/system/setting/register')).body.value;
    expect(settings.fields.username.pattern.kind).toBe('letterFirstAlnum');
    expect(settings.ageConfirmation).toEqual({ enabled: true, age: 18 });
    expect((await t.raw('GET', '/wps/system/status?url=alpha.localhost')).body.value).toMatchObject({ merchantCode: 'alpha', maintenance: false });
    await t.raw('PUT', '/dev/merchant-settings', { body: { key: 'maintenance', value: { enabled: true, startTime: 1, endTime: 2 } }, merchant: 'beta' });
    expect((await t.raw('GET', '/wps/system/status', { merchant: 'beta' })).body.value).toMatchObject({ maintenance: true, maintainTime: 1, endTime: 2 });
    expect((await t.raw('GET', '/wps/system/status')).body.value.maintenance).toBe(false);
    expectFailureEnvelope((await t.raw('PUT', '/dev/merchant-settings', { body: { key: 'secret', value: 1 } })).body, 'validation.failed');
    const routes = (await t.raw('GET', '/wps/system/domainRoute')).body.value;
    expect(routes.domainList[0]).toEqual({ domain: expect.stringMatching(/^http:\/\/alpha\.localhost:\d+$/), speed: 0 });
    expect(routes.resources.length).toBeGreaterThan(0);
    expect((await t.raw('GET', '/wps/system/helpCenter?lang=EN&device=WEB')).body.value.list.length).toBeGreaterThan(0);
    const config = (await t.raw('GET', '/wps/portal/config', { merchant: 'beta' })).body.value;
    expect(config.identity.code).toBe('beta');
    expect(config.api.encryption).toBe('oaep-gcm');
  });

  it('customer service returns encrypted paths that decrypt to http(s) URLs', async () => {
    const { safeCsUrl } = await import('../../src/shared/crypto/index.ts');
    const list = (await t.raw('GET', '/wps/system/customerService')).body.value.version.pathList as { type: number; path: string; csType: string }[];
    const live = list.find((e) => e.type === 3)!;
    expect(live.path).not.toContain('http');
    const url = safeCsUrl(live.path)!;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/dev\/live-chat$/);
    expect(await (await fetch(url, { headers: { Merchant: 'alpha' } })).text()).toContain('customer service');
    const telegram = list.find((e) => e.csType === 'telegram')!;
    expect(safeCsUrl(telegram.path)).toMatch(/^https:\/\/t\.me\//);
  });

  it('announcements: published on the dev endpoint, served by language and list', async () => {
    // The merchant's content files add their own items (ids content:<id>; tests/platform/merchant-content.test.ts).
    type Notice = { id: unknown; title: string };
    const published = (lists: Record<string, Notice[]>): Record<string, Notice[]> =>
      Object.fromEntries(Object.entries(lists).map(([kind, list]) => [kind, list.filter((n) => !String(n.id).startsWith('content:'))]));
    const empty = await t.raw('GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B', { merchant: 'beta' });
    expect(published(empty.body.value)).toEqual({ player: [], banners: [], popup: [], promotion: [] });
    const publish = (body: Record<string, unknown>) => t.raw('POST', '/dev/announcements', { body, merchant: 'beta' });
    expect((await publish({ kind: 'player', title: 'Xin chào', content: '<p>VI</p>', language: 'VI' })).body.success).toBe(true);
    await publish({ kind: 'popup', title: 'Everyone', content: '<b>all</b>' });
    expectFailureEnvelope((await publish({ kind: 'spam', title: 'x', content: 'y' })).body, 'validation.failed');
    const vi = published((await t.raw('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU', { merchant: 'beta', headers: { Language: 'VI' } })).body.value);
    expect(vi.player?.map((n) => n.title)).toEqual(['Xin chào']);
    expect(vi.popup?.[0]).toMatchObject({ title: 'Everyone', content: '<b>all</b>', startDateStr: '2026-01-01' });
    const en = published((await t.raw('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL', { merchant: 'beta', headers: { Language: 'EN' } })).body.value);
    expect(en).toEqual({ player: [], banners: [], popup: [], promotion: [] });
    expectFailureEnvelope((await t.raw('GET', '/wps/relay/MCSFE_getListAnnouncements?types=XX')).body, 'validation.failed');
  });

  it('the key endpoint serves both schemes', async () => {
    expect((await t.raw('GET', '/wps/session/key/rsa')).body.value).toMatch(/^[0-9a-f]{256}$/);
    const oaep = (await t.raw('GET', '/wps/session/key/rsa?scheme=oaep-gcm')).body.value;
    expect(oaep.jwk).toMatchObject({ kty: 'RSA', e: 'AQAB' });
    expect(oaep.jwk.d).toBeUndefined();
    expectFailureEnvelope((await t.raw('GET', '/wps/session/key/rsa?scheme=rot13')).body, 'validation.failed');
  });
});

async function solveCaptcha(client: ReturnType<TestPlatform['client']>, deviceId: string): Promise<string> {
  const image = await client.call('captcha', { loginDeviceId: deviceId });
  expect(image.length).toBeGreaterThan(100);
  const rows = await t.platform.db.query<{ answer: string }>('SELECT answer FROM captchas WHERE client_key = $1 ORDER BY id DESC LIMIT 1', [`d:${deviceId}`]);
  return rows[0]!.answer;
}

describe('encryption end to end through the real client', () => {
  it.each([
    ['alpha', 'des-rsa'], ['alpha', 'oaep-gcm'], ['beta', 'oaep-gcm'], ['beta', 'des-rsa'],
  ] as const)('%s with %s: login, change password and log in again', async (merchant, encryption) => {
    let token: string | null = null;
    const ip = freshIp();
    const client = t.client({ merchant, encryption, ip, token: () => token });
    const mobile = merchant === 'alpha' ? `0191${String(Date.now() % 1e7).padStart(7, '0')}` : `0399${String(Date.now() % 1e6).padStart(6, '0')}`;
    await client.call('smsRegister', { mobileNo: mobile });
    const code = await t.smsCode(mobile, 'register', merchant);
    const payload = merchant === 'alpha'
      ? { mobileNum: mobile, password: 'Enc12345', confirmPassword: 'Enc12345', verificationCode: code, ageConfirmed: true }
      : { mobileNum: mobile, verificationCode: code, ageConfirmed: true, captcha: await solveCaptcha(client, `e2e-${encryption}`), loginDeviceId: `e2e-${encryption}` };
    const registered = await client.call('registerMobile', payload);
    token = registered.token;
    expect(await client.call('memberInfo')).toMatchObject({ account: mobile });
    if (merchant === 'alpha') {
      const changed = await client.call('changePassword', { oldPassword: 'Enc12345', newPassword: 'Enc54321', confirmNewPassword: 'Enc54321' });
      token = changed.token;
      const again = await client.call('login', { type: 'username', username: mobile, password: 'Enc54321' });
      expect(again.token).toBeTruthy();
    }
    t.clock.advance(1000);
  });

  it('a client without encryption is refused on encrypted calls', async () => {
    const client = t.client({ encryption: 'none' });
    await expect(client.call('login', { type: 'username', username: 'member01', password: 'Member@123' })).rejects.toMatchObject({ errorCode: 'encryption.required', status: 400 });
  });

  it('the client adds the protocol headers', async () => {
    const seen: Headers[] = [];
    const { createPlatformClient } = await import('../../src/shared/api/index.ts');
    const client = createPlatformClient({
      baseUrl: t.url, merchant: 'beta', getLanguage: () => 'VI', getToken: () => 'tok', encryption: 'oaep-gcm',
      fetch: (input, init) => {
        const request = new Request(input, init);
        seen.push(request.headers);
        return fetch(request);
      },
    });
    await expect(client.call('memberInfo')).rejects.toBeInstanceOf(PlatformError);
    const headers = seen[0]!;
    expect([headers.get('merchant'), headers.get('device'), headers.get('language'), headers.get('authorization'), headers.get('x-gateway-version'), headers.get('moduleid')])
      .toEqual(['beta', 'web', 'VI', 'tok', '3', 'MEMBER3']);
  });

  it('every call in the table answers with an envelope (no call is missing on the server)', async () => {
    expect(GAME_CALL_NAMES.every((name) => name in calls)).toBe(true);
    for (const name of Object.keys(calls) as CallName[]) {
      const spec = calls[name];
      // The demo game provider's calls answer on the game origin only (tests/games/game-origin.test.ts).
      if (spec.path.startsWith('/demo-games/')) continue;
      const response = await t.raw(spec.method, spec.path, spec.method === 'GET' ? {} : { body: {} });
      expect(response.body.errorCode, `${name} ${spec.path}`).not.toBe('not_found');
      expect(Object.keys(response.body).sort(), name).toEqual(['errorCode', 'message', 'success', 'value']);
    }
  });
});

describe('wallet', () => {
  it('transfers to the upline through the ledger, idempotently', async () => {
    const member = (await t.login('member01', 'Member@123', { ip: LOCAL })).body.value.token;
    const agent = (await t.login('agent01', 'Agent@123', { ip: LOCAL })).body.value.token;
    const balance = async (token: string) => (await t.raw('GET', '/wps/v2/wallets/balance?typeId=0', { token })).body.value.sumBalance as number;
    const [m0, a0] = [await balance(member), await balance(agent)];
    const move = (body: Record<string, unknown>, token = member) => t.raw('POST', '/wps/relay/GCS_walletTransfer', { body, token });
    const first = await move({ toUsername: 'agent01', amount: '10.50', idempotencyKey: 'wallet-test-1' });
    expect(first.body.value.replayed).toBe(false);
    const replay = await move({ toUsername: 'agent01', amount: '10.50', idempotencyKey: 'wallet-test-1' });
    expect(replay.body.value).toMatchObject({ replayed: true, transactionId: first.body.value.transactionId });
    expect(await balance(member)).toBeCloseTo(m0 - 10.5, 2);
    expect(await balance(agent)).toBeCloseTo(a0 + 10.5, 2);
    expect((await move({ toUsername: 'member01', amount: '0.50', idempotencyKey: 'wallet-test-2' }, agent)).body.success).toBe(true);
    expectFailureEnvelope((await move({ toUsername: 'agent01', amount: '99999999', idempotencyKey: 'wallet-test-3' })).body, 'balance.insufficient');
    expectFailureEnvelope((await move({ toUsername: 'trial01', amount: '1', idempotencyKey: 'wallet-test-4' })).body, 'transfer.target.invalid');
    expectFailureEnvelope((await move({ toUsername: 'agent01', amount: '1.005', idempotencyKey: 'wallet-test-5' })).body, 'amount.invalid');
    expectFailureEnvelope((await move({ toUsername: 'agent01', amount: 1, idempotencyKey: 'wallet-test-6' })).body, 'validation.failed');
    expectFailureEnvelope((await move({ toUsername: 'agent01', amount: '0', idempotencyKey: 'wallet-test-7' })).body, 'amount.invalid');
    expectFailureEnvelope((await t.raw('GET', '/wps/v2/wallets/balance?typeId=abc', { token: member })).body, 'validation.failed');
  });
});

describe('development endpoints', () => {
  it('are absent when turned off (no DEV_TOOLS=1)', async () => {
    const app = await buildApp(appDeps());
    for (const url of ['/dev/sms-outbox', '/idp/authorize?channel=google']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
    await app.close();
  });
});

TestDatabases.describePostgres('the same server on PostgreSQL', () => {
  it('logs in, reads the balance and logs out', async () => {
    const pg = await startTestPlatform({ postgres: true });
    try {
      const login = await pg.login('member01', 'Member@123', { ip: LOCAL });
      const token = login.body.value.token as string;
      expect((await pg.raw('GET', '/wps/v2/wallets/balance', { token })).body.value.sumBalance).toBe(1000);
      await pg.raw('POST', '/wps/session/logout', { token });
      expect((await pg.raw('GET', '/wps/member/info', { token })).status).toBe(401);
    } finally {
      await pg.close();
    }
  });
});
