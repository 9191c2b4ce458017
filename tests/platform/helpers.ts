// Starts a real platform for API tests: two test merchants derived from the shipped ones
// (`alpha` = bdwin with every switch on, des-rsa; `beta` = vnlotto, oaep-gcm), a fake clock,
// trustProxy so each test can come from its own IP, and raw and client helpers.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeClock } from '../../src/platform/clock.ts';
import { startPlatform, type RunningPlatform, type StartPlatformOptions } from '../../src/platform/server.ts';
import { createPlatformClient, type PlatformClient } from '../../src/shared/api/index.ts';
import { encryptRequest, type EncryptionScheme } from '../../src/shared/crypto/index.ts';
import type { Envelope } from '../../src/shared/envelope.ts';
import { dropSchema, freshSchemaName } from './db-helpers.ts';
import { startSeededPlatform } from './seeded.ts';

type Json = Record<string, any>;
type FakeClock = ReturnType<typeof createFakeClock>;
const repoMerchants = join(import.meta.dirname, '../../merchants');

function variant(dir: string, from: string, code: string, edit: (config: Json) => void): void {
  cpSync(join(repoMerchants, from), join(dir, code), { recursive: true });
  const file = join(dir, code, 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Json;
  config.identity.code = code;
  edit(config);
  writeFileSync(file, JSON.stringify(config, null, 2));
}

export function makeMerchantsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'platform-merchants-'));
  variant(dir, 'bdwin', 'alpha', (c) => {
    c.identity.hosts = ['alpha.localhost', 'localhost', '127.0.0.1'];
    c.identity.isDefault = true;
    Object.assign(c.features, {
      freePlay: true, usernameRegister: true, mobileRegister: true, registerSmsVerification: true, mobileRegisterPassword: true,
      forgotPasswordByPhone: true, smsLogin: true, forcePasswordChange: true, passwordPolicy: { enabled: true, expiryDays: 90 },
      thirdPartySignIn: ['telegram', 'facebook', 'google'], unregisteredIpVerification: true,
    });
    // Pinned here so the tests do not follow edits of the shipped merchant's rules.
    const rule = (kind: string, min: number, max: number, extra: Json = {}) => ({ kind, min, max, messageKey: `pattern.${kind}`, ...extra });
    Object.assign(c.registration.fields, {
      username: { shown: true, required: true, pattern: rule('letterFirstAlnum', 6, 12) },
      password: { shown: true, required: true, pattern: rule('alnumMixed', 6, 20) },
      confirmPassword: { shown: true, required: true },
      email: { shown: true, required: false, pattern: rule('email', 6, 50) },
      mobileNum: { shown: true, required: false, pattern: { kind: 'custom', regex: '^01[3-9][0-9]{8}$', min: 11, max: 11, messageKey: 'pattern.bdMobile' } },
    });
    Object.assign(c.registration, { ageConfirmation: { enabled: true, age: 18 }, birthdayMinAge: 21, smsCodeLength: 6 });
    c.constants.smsExpiredMinutes = 5;
    c.registration.fields.captcha = { ...c.registration.fields.captcha, shown: false, required: false };
    c.registration.fields.verificationCode = { ...c.registration.fields.verificationCode, shown: false, required: false };
    c.api.encryption = 'des-rsa';
  });
  variant(dir, 'vnlotto', 'beta', (c) => {
    c.identity.hosts = ['beta.localhost'];
    c.identity.isDefault = false;
    Object.assign(c.features, { freePlay: false, usernameRegister: false, forgotPasswordByPhone: false, thirdPartySignIn: ['google'], unregisteredIpVerification: false });
    c.registration.fields.mobileNum = { shown: true, required: true, pattern: { kind: 'custom', regex: '^0[35789][0-9]{8}$', min: 10, max: 10, messageKey: 'pattern.vnMobile' } };
    c.registration.fields.captcha = { shown: true, required: true, pattern: { kind: 'alnum', min: 4, max: 6, messageKey: 'pattern.alnum' } };
    c.api.encryption = 'oaep-gcm';
  });
  return dir;
}

let ipCounter = 0;
/** A fresh client IP per call (rate limits are per IP). */
export const freshIp = (): string => {
  ipCounter += 1;
  return `10.${process.pid % 200}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export interface RawResponse<T = any> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface TestPlatform {
  platform: RunningPlatform;
  clock: FakeClock;
  sms: string[];
  /** The merchant configs this platform serves (a throwaway copy). */
  merchantsDir: string;
  url: string;
  raw<T = any>(method: string, path: string, options?: { body?: unknown; rawBody?: string; headers?: Record<string, string>; ip?: string; merchant?: string; token?: string }): Promise<RawResponse<T>>;
  /** A body encrypted the way the real client does it. */
  encrypted(payload: unknown, scheme?: Exclude<EncryptionScheme, 'none'>): Promise<{ body: unknown; headers: Record<string, string> }>;
  client(options?: { merchant?: string; encryption?: EncryptionScheme; ip?: string; token?: () => string | null }): PlatformClient;
  /** The newest SMS code sent to a number for a purpose, read from the dev outbox endpoint. */
  smsCode(mobile: string, purpose: string, merchant?: string): Promise<string>;
  login(username: string, password: string, options?: { ip?: string; merchant?: string }): Promise<RawResponse>;
  close(): Promise<void>;
}

export async function startTestPlatform(options: Partial<Omit<StartPlatformOptions, 'clock'>> & { postgres?: boolean; clock?: FakeClock } = {}): Promise<TestPlatform> {
  const merchantsDir = makeMerchantsDir();
  const sms: string[] = [];
  const { postgres, clock = createFakeClock(Date.UTC(2026, 0, 1)), ...rest } = options;
  const schema = postgres ? freshSchemaName('api_test') : undefined;
  // From a seeded copy of the database where there is one (seeded.ts).
  const platform = await startSeededPlatform({
    port: 0,
    clock,
    merchantsDir,
    trustProxy: true,
    devEndpoints: true,
    games: false,
    distDir: join(merchantsDir, 'no-dist'),
    smsSink: (line) => sms.push(line),
    ...(schema ? { databaseUrl: process.env.TEST_DATABASE_URL, databaseSchema: schema } : {}),
    ...rest,
  });
  return testPlatformOf(platform, { clock, sms, merchantsDir: rest.merchantsDir ?? merchantsDir }, async () => {
    rmSync(merchantsDir, { recursive: true, force: true });
    if (schema) await dropSchema(schema);
  });
}

/**
 * A second platform process on the PostgreSQL schema of a running test platform (same clock and
 * merchants; jobs, seeding and the games area off, so the first process stays the one that
 * prepares the data). Tests race the two against each other or let one die and the other go on.
 * Closing it leaves the schema to the first.
 */
export async function startSecondProcess(first: TestPlatform, options: Partial<StartPlatformOptions> = {}): Promise<TestPlatform> {
  const schema = (await first.platform.db.query<{ s: string }>('SELECT current_schema() AS s'))[0]!.s;
  if (schema === 'public' && !process.env.TEST_DATABASE_URL) throw new Error('a second process needs the first on PostgreSQL (postgres: true)');
  const sms: string[] = [];
  const platform = await startPlatform({
    port: 0,
    clock: first.clock,
    merchantsDir: first.merchantsDir,
    trustProxy: true,
    devEndpoints: false,
    games: false,
    seed: false,
    distDir: '/nonexistent',
    watchMerchants: false,
    withdrawalJobMs: false,
    depositJobMs: false,
    settlementJobMs: false,
    referralJobMs: false,
    smsSink: (line) => sms.push(line),
    databaseUrl: process.env.TEST_DATABASE_URL,
    databaseSchema: schema,
    ...options,
  });
  return testPlatformOf(platform, { clock: first.clock, sms, merchantsDir: options.merchantsDir ?? first.merchantsDir }, async () => undefined);
}

function testPlatformOf(platform: RunningPlatform, parts: Pick<TestPlatform, 'clock' | 'sms' | 'merchantsDir'>, cleanup: () => Promise<void>): TestPlatform {
  const { clock, sms, merchantsDir } = parts;
  const url = platform.url;

  const raw: TestPlatform['raw'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': o.ip ?? freshIp(), Merchant: o.merchant ?? 'alpha', ...o.headers };
    if (o.token) headers.Authorization = o.token;
    let body: string | undefined = o.rawBody;
    if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(url + path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: any;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { nonJson: text };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  const encrypted: TestPlatform['encrypted'] = async (payload, scheme = 'des-rsa') => {
    const key = scheme === 'des-rsa' ? platform.keys.desRsa.n : { kid: platform.keys.oaep.kid, jwk: platform.keys.oaep.publicJwk };
    return encryptRequest(scheme, payload, key);
  };

  const t: TestPlatform = {
    platform,
    clock,
    sms,
    merchantsDir,
    url,
    raw,
    encrypted,
    client(o = {}) {
      const ip = o.ip ?? freshIp();
      const merchant = o.merchant ?? 'alpha';
      return createPlatformClient({
        baseUrl: url,
        merchant,
        getLanguage: () => 'EN',
        getToken: o.token ?? (() => null),
        encryption: o.encryption ?? (merchant === 'beta' ? 'oaep-gcm' : 'des-rsa'),
        fetch: (input, init) => {
          const request = new Request(input, init);
          request.headers.set('X-Forwarded-For', ip);
          return fetch(request);
        },
      });
    },
    async smsCode(mobile, purpose, merchant = 'alpha') {
      const response = await raw<{ code: string }[]>('GET', `/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}&purpose=${purpose}`, { merchant });
      const code = response.body.value?.[0]?.code;
      if (!code) throw new Error(`no SMS for ${mobile} (${purpose})`);
      return code;
    },
    async login(username, password, o = {}) {
      const { body, headers } = await encrypted({ type: 'username', username, password });
      return raw('POST', '/wps/session/login', { body, headers, ...(o.ip ? { ip: o.ip } : {}), ...(o.merchant ? { merchant: o.merchant } : {}) });
    },
    async close() {
      await platform.close();
      await cleanup();
    },
  };
  return t;
}

/** Every failure must be exactly the four-key envelope with a code and a message. */
export function expectFailureEnvelope(body: Envelope, errorCode?: string): void {
  if (Object.keys(body).sort().join() !== 'errorCode,message,success,value') throw new Error(`not an envelope: ${JSON.stringify(body)}`);
  if (body.success !== false || typeof body.message !== 'string' || typeof body.errorCode !== 'string') throw new Error(`not a failure envelope: ${JSON.stringify(body)}`);
  if (errorCode !== undefined && body.errorCode !== errorCode) throw new Error(`expected errorCode ${errorCode}, got ${body.errorCode}: ${body.message}`);
}
