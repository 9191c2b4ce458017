// The target: every registered route (enumerated from the app, so a new route is
// covered without touching this file), sent malformed variants — NUL bytes, repeated parameters,
// wrong types, huge values, missing and extra fields, bad JSON, wrong content types, deep nesting,
// overlong URLs and path parameters — answers no 5xx, and every answer that is a failure or JSON
// is the envelope with an errorCode. Bounded: a fixed list of variants per route, seeded values.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf, type RouteEntry } from '../../src/platform/app.ts';
import { isGameProviderPath } from '../../src/platform/games/origin.ts';
import { hashToken, newToken } from '../../src/platform/security/tokens.ts';
import { freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';

interface Attempt {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send the route's token (a live member session). */
  auth?: boolean;
}

interface Answer {
  status: number;
  type: string;
  text: string;
}

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[]; const?: unknown };

const dist = mkdtempSync(join(tmpdir(), 'fuzz-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
// The payments desk's build sits beside the portal's (vite.config.ts builds both).
mkdirSync(join(dist, 'desk'));
writeFileSync(join(dist, 'desk', 'index.html'), '<!doctype html><title>desk</title>');
writeFileSync(join(dist, 'app.js'), 'console.log(1)');

let t: TestPlatform;
let gameHost = '';
let ticket = '';

beforeAll(async () => {
  t = await startTestPlatform({ games: true, distDir: dist });
  gameHost = new URL(t.platform.gameOrigins[0] ?? '').host;
  // A real launch ticket, so the game provider's calls get past the ticket check.
  const token = await memberToken();
  const list = await t.raw('GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1');
  const launched = await t.raw('POST', '/wps/game/launchGame', { token, body: { gameId: list.body.value.list[0].gameId, launchMode: 'GLS' } });
  ticket = new URL(launched.body.value.game_url).searchParams.get('ticket') ?? '';
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A fresh session of member01 (no argon2 login per route: the session row is what a login writes). */
async function memberToken(): Promise<string> {
  const member = await t.platform.stores.members.findByUsername('alpha', 'member01');
  const token = newToken();
  await t.platform.stores.sessions.create({ tokenHash: hashToken(token), memberId: member?.id ?? 0, merchant: 'alpha', ip: '127.0.0.1', createdAt: t.clock.now() });
  return token;
}

function send(attempt: Attempt, token: string): Promise<Answer> {
  const path = attempt.path;
  const headers: Record<string, string> = {
    Host: isGameProviderPath(path) ? gameHost : `localhost:${t.platform.port}`,
    'X-Forwarded-For': freshIp(),
    Merchant: 'alpha',
    ...(attempt.auth ? { Authorization: token } : {}),
    ...attempt.headers,
  };
  if (attempt.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(attempt.body));
  // A connection closed without an answer is a finding too (status 0), not a crash of the test.
  return new Promise((resolve) => {
    const noAnswer = (error: Error) => resolve({ status: 0, type: '', text: error.message });
    const req = httpRequest({ host: '127.0.0.1', port: t.platform.port, method: attempt.method, path, headers }, (res) => {
      // A stream the platform accepted (notificationStream) never ends by itself: its head is the answer.
      if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text: '' });
        req.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', noAnswer);
    });
    req.on('error', noAnswer);
    req.end(attempt.body);
  });
}

/** A concrete path for a route pattern: `:name` and `*` filled with `value`. */
const fill = (url: string, value: string): string => url.replace(/:[A-Za-z_]+/g, value).replace(/\*/g, value);

/** A well-formed value of a property, to build bodies that fail in one place only. */
function sample(name: string, schema: Schema | undefined): unknown {
  if (name === 'ticket') return ticket;
  if (schema?.const !== undefined) return schema.const;
  if (schema?.enum) return schema.enum[0];
  const type = [schema?.type ?? 'string'].flat()[0];
  if (type === 'integer' || type === 'number') return 100;
  if (type === 'boolean') return true;
  if (type === 'object') return {};
  if (type === 'array') return [];
  return 'fuzz-value-1';
}

/** Values of the wrong kind for a property. */
const WRONG: unknown[] = [null, 12.5, -1, 1e308, true, 'x'.repeat(5_000), 'nul\u0000inside', ['a'], { a: 1 }, '', '1e2', [100]];

function bodyVariants(route: RouteEntry): unknown[] {
  const schema = route.schema?.body as Schema | undefined;
  const props = schema?.properties ?? {};
  const skeleton = Object.fromEntries(Object.entries(props).map(([name, s]) => [name, sample(name, s)]));
  const out: unknown[] = [skeleton, {}, { ...skeleton, unexpected: 'field' }];
  for (const [name] of Object.entries(props)) {
    for (const wrong of WRONG) out.push({ ...skeleton, [name]: wrong });
  }
  // Routes without a body schema read fields by hand: the usual names, wrong.
  if (!schema) for (const wrong of WRONG) out.push({ gameId: wrong, roundId: wrong, bet: wrong, pick: wrong, ticket: wrong, key: wrong, value: wrong, vassalage: wrong, channel: wrong, name: wrong });
  return out;
}

/** The schema-shaped bodies, encrypted the way the portal sends them where the call is encrypted (so they reach validation). */
async function bodyAttempts(route: RouteEntry, method: string, path: string): Promise<Attempt[]> {
  const json = { 'Content-Type': 'application/json' };
  const out: Attempt[] = [];
  for (const variant of bodyVariants(route)) {
    if (!route.config?.encrypted) {
      out.push({ method, path, auth: true, headers: json, body: JSON.stringify(variant) });
      continue;
    }
    const { body, headers } = await t.encrypted(variant);
    out.push({ method, path, auth: true, headers: { ...json, ...headers }, body: JSON.stringify(body) });
  }
  return out;
}

async function attemptsFor(route: RouteEntry): Promise<Attempt[]> {
  const { method, url } = route;
  const path = fill(url, 'fuzz');
  const query = Object.keys((route.schema?.querystring as Schema | undefined)?.properties ?? {});
  const param = query[0] ?? 'q';
  const attempts: Attempt[] = [
    { method, path },
    { method, path, auth: true },
    { method, path: `${path}?${param}=%00`, auth: true },
    { method, path: `${path}?${param}=a&${param}=b`, auth: true },
    { method, path: `${path}?${param}=${'y'.repeat(8_000)}`, auth: true },
    { method, path: `${path}?big=${'z'.repeat(17_000)}` },
    { method, path: `${path}?%E0%A4%A=1&__proto__=x&constructor=y`, auth: true },
    { method, path, headers: { Authorization: 'x'.repeat(300) } },
    ...query.flatMap((name) => ['', '%00', 'x'.repeat(3_000), '-1', '1e99', '%F0%9F%92%A9'].map((v) => ({ method, path: `${path}?${name}=${v}`, auth: true }))),
  ];
  if (/[:*]/.test(url)) {
    for (const value of ['%00', 'x'.repeat(300), '%zz', '..%2F..%2Fpackage.json', '%F0%9F%92%A9']) attempts.push({ method, path: fill(url, value), auth: true });
  }
  if (method === 'POST' || method === 'PUT' || method === 'DELETE' || method === 'PATCH') {
    const json = { 'Content-Type': 'application/json' };
    attempts.push(
      { method, path, auth: true, headers: json, body: '{"a":' },
      { method, path, auth: true, headers: json, body: '' },
      { method, path, auth: true, headers: json, body: 'null' },
      { method, path, auth: true, headers: json, body: '[]' },
      { method, path, auth: true, headers: json, body: '"text"' },
      { method, path, auth: true, headers: json, body: '{"__proto__":{"admin":true}}' },
      { method, path, auth: true, headers: json, body: '{"constructor":{"prototype":{"admin":true}}}' },
      { method, path, auth: true, headers: json, body: '{"k\\u0000":"v","v":"\\u0000"}' },
      { method, path, auth: true, headers: json, body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
      { method, path, auth: true, headers: json, body: JSON.stringify({ pad: 'p'.repeat(70_000) }) },
      { method, path, auth: true, headers: { 'Content-Type': 'text/plain' }, body: 'hello' },
      { method, path, auth: true, headers: { 'Content-Type': 'application/xml' }, body: '<a/>' },
      { method, path, auth: true, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1&a=2&n=%00' },
      { method, path, auth: true, headers: { 'Content-Type': 'application/json', Encryption: 'des-rsa' }, body: '{"value":"@@@","key":"###"}' },
      ...(await bodyAttempts(route, method, path)),
    );
  }
  return attempts;
}

/** What is wrong with an answer, or null. */
function problemWith(attempt: Attempt, answer: Answer): string | null {
  if (answer.status === 0) return `no answer: ${answer.text}`;
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 120)}`;
  if (attempt.method === 'HEAD') return null;
  const json = answer.type.includes('application/json');
  if (!json && answer.status < 400) return null; // a page, a script, an image
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return `not JSON (${answer.type}): ${answer.text.slice(0, 80)}`;
  }
  if (Object.keys(body).sort().join() !== 'errorCode,message,success,value') return `not an envelope: ${answer.text.slice(0, 120)}`;
  if (answer.status >= 400 && (body.success !== false || typeof body.errorCode !== 'string' || body.errorCode === '')) return `failure without errorCode: ${answer.text.slice(0, 120)}`;
  return null;
}

async function inTurn<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++] as T);
  }));
}

/** Names an object literal holds without being given them: a lookup by one of them must find nothing. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'isPrototypeOf'];

/** Every name in every place a route takes a name or key: its path parameters, query fields and body fields. */
async function inheritedNameAttempts(route: RouteEntry): Promise<Attempt[]> {
  const { method, url } = route;
  const out: Attempt[] = [];
  const query = Object.keys((route.schema?.querystring as Schema | undefined)?.properties ?? {});
  const props = (route.schema?.body as Schema | undefined)?.properties ?? {};
  const skeleton = Object.fromEntries(Object.entries(props).map(([name, s]) => [name, sample(name, s)]));
  const json = { 'Content-Type': 'application/json' };
  for (const name of INHERITED) {
    const path = fill(url, encodeURIComponent(name));
    for (const auth of [false, true]) out.push({ method, path, auth });
    const base = fill(url, 'fuzz');
    for (const field of query) out.push({ method, path: `${base}?${field}=${encodeURIComponent(name)}`, auth: true });
    if (method !== 'POST' && method !== 'PUT' && method !== 'DELETE' && method !== 'PATCH') continue;
    for (const [field, schema] of Object.entries(props)) {
      if ([schema.type ?? 'string'].flat()[0] !== 'string') continue;
      const variant = { ...skeleton, [field]: name };
      if (!route.config?.encrypted) {
        out.push({ method, path: base, auth: true, headers: json, body: JSON.stringify(variant) });
        continue;
      }
      const { body, headers } = await t.encrypted(variant);
      out.push({ method, path: base, auth: true, headers: { ...json, ...headers }, body: JSON.stringify(body) });
    }
  }
  return out;
}

describe('every route that looks a name up, sent names every object inherits', () => {
  it('answers no 5xx for __proto__, constructor, toString ... in a path, query or body field', async () => {
    const routes = routesOf(t.platform.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const problems: string[] = [];
    let sent = 0;
    await inTurn(routes, 6, async (route) => {
      const token = await memberToken();
      for (const attempt of await inheritedNameAttempts(route)) {
        const answer = await send(attempt, token);
        sent += 1;
        const problem = problemWith(attempt, answer);
        if (problem) problems.push(`${attempt.method} ${attempt.path.slice(0, 100)} ${attempt.body?.slice(0, 80) ?? ''}: ${problem}`);
      }
    });
    console.log(`inherited names: ${routes.length} routes, ${sent} requests, ${problems.length} problems`);
    // The demo games' static files were looked up in a plain object: the probe's own finding.
    expect(sent).toBeGreaterThan(routes.length * INHERITED.length);
    expect(problems).toEqual([]);
  }, 180_000);
});

describe('every registered route, sent malformed input', () => {
  it('answers no 5xx and an envelope with an errorCode for every failure and every JSON answer', async () => {
    const routes = routesOf(t.platform.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    // The enumeration sees every area: the platform's calls, the games, the provider, dev and pages.
    const urls = routes.map((r) => r.url);
    for (const expected of ['/wps/session/login', '/wps/relay/GCSGAME_gameList', '/demo-games/api/round', '/dev/merchant-settings', '/*']) expect(urls).toContain(expected);

    const problems: string[] = [];
    let sent = 0;
    await inTurn(routes, 6, async (route) => {
      const token = await memberToken();
      for (const attempt of await attemptsFor(route)) {
        const answer = await send(attempt, token);
        sent += 1;
        const problem = problemWith(attempt, answer);
        if (problem) problems.push(`${attempt.method} ${attempt.path.slice(0, 100)} ${attempt.body?.slice(0, 60) ?? ''}: ${problem}`);
      }
    });
    console.log(`route fuzz: ${routes.length} routes, ${sent} requests, ${problems.length} problems`);
    expect(problems).toEqual([]);
  }, 120_000);
});
