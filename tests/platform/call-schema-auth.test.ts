// Every call schema's `auth` says what its route does: each call (read from schemas/api, so a new
// one is covered without touching this file) is made by a guest, a trial account, a member, an
// agent and another merchant's member, with a request its schema accepts, so a refusal a handler
// makes after validation shows too. A caller the auth admits is never refused for who it is; one
// it does not admit is refused with the auth's own code. Fresh accounts for every call that may
// change one (a POST or PUT may end a session, change a password or start a break); a read, and an
// operator call (a member's session is refused before its handler), is made with one account of
// each kind kept for them. A call that spoilt a kept account would fail the calls after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSchemas } from '../../src/platform/calls/routes.ts';
import type { CallSchema, SchemaObject } from '../../src/platform/calls/load.ts';
import { hashToken, newToken } from '../../src/platform/security/tokens.ts';
import { freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, LOCAL_IP } from './accounts.ts';

type Caller = 'guest' | 'trial' | 'member' | 'agent' | 'anotherMerchant';
const CALLERS: Caller[] = ['guest', 'trial', 'member', 'agent', 'anotherMerchant'];

/** The codes that refuse a caller for who it is (not for what it asked). */
const WHO = ['CUSTOMER_NOT_LOGIN', 'user.or.token.invalid', 'login.not.session', 'in_need_true_account', 'agent.only', 'password.change.required'];

/** What each auth answers each caller: null = admitted (any answer but a refusal for who it is). */
const EXPECTED: Record<Exclude<CallSchema['auth'], 'optional'>, Record<Caller, string | null>> = {
  none: { guest: null, trial: null, member: null, agent: null, anotherMerchant: null },
  member: { guest: 'CUSTOMER_NOT_LOGIN', trial: null, member: null, agent: null, anotherMerchant: 'user.or.token.invalid' },
  nonTrial: { guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, agent: null, anotherMerchant: 'user.or.token.invalid' },
  real: { guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, agent: null, anotherMerchant: 'user.or.token.invalid' },
  agent: { guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: 'agent.only', agent: null, anotherMerchant: 'user.or.token.invalid' },
  // A member's session is never an operator's.
  operator: { guest: 'CUSTOMER_NOT_LOGIN', trial: 'user.or.token.invalid', member: 'user.or.token.invalid', agent: 'user.or.token.invalid', anotherMerchant: 'user.or.token.invalid' },
};

/** Strings tried, in order, for a string field with a pattern or a length. */
const CANDIDATES = ['Tester@123', 'abc123', '123456', '100', '1', 'a', 'member01', 'BDT', '01712345678', '2026-01-01', 'x@example.com', 'AB12'];

function sampleString(schema: SchemaObject): string {
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Infinity);
  if (schema.format === 'email') return 'x@example.com';
  const fits = (s: string) => (!pattern || pattern.test(s)) && s.length >= min && s.length <= max;
  return CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(min, 1));
}

/** A value the schema accepts, as far as plain sampling goes (required fields only). */
function sample(schema: SchemaObject | undefined): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0] as SchemaObject);
  if (Array.isArray(schema.oneOf)) return sample(schema.oneOf[0] as SchemaObject);
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().find((t) => t !== 'null');
  if (type === 'object') {
    const props = (schema.properties ?? {}) as Record<string, SchemaObject>;
    return Object.fromEntries(((schema.required ?? []) as string[]).map((name) => [name, sample(props[name])]));
  }
  if (type === 'array') return Array.from({ length: Number(schema.minItems ?? 0) }, () => sample(schema.items as SchemaObject));
  if (type === 'integer' || type === 'number') return Math.max(Number(schema.minimum ?? 1), Math.min(1, Number(schema.maximum ?? 1)));
  if (type === 'boolean') return false;
  return sampleString(schema);
}

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ games: true, withdrawalJobMs: false, depositJobMs: false, settlementJobMs: false, referralJobMs: false });
});
afterAll(async () => t?.close());

/** A fresh account of the caller's kind with a session, its token as it sends it to merchant alpha. */
async function freshToken(caller: Caller): Promise<string | null> {
  if (caller === 'guest') return null;
  const account = await newAccount(t, { type: caller === 'trial' ? 4 : caller === 'agent' ? 1 : 0, merchant: caller === 'anotherMerchant' ? 'beta' : 'alpha', creditMinor: 100_000 });
  const token = newToken();
  await t.platform.stores.sessions.create({ tokenHash: hashToken(token), memberId: account.id, merchant: account.merchant, ip: LOCAL_IP, createdAt: t.clock.now() });
  return token;
}

const kept = new Map<Caller, Promise<string | null>>();
/** The caller's token for this call: a fresh account's, unless the call cannot change the account. */
function tokenFor(callSchema: CallSchema, caller: Caller): Promise<string | null> {
  if (callSchema.method !== 'GET' && callSchema.auth !== 'operator') return freshToken(caller);
  let token = kept.get(caller);
  if (!token) kept.set(caller, (token = freshToken(caller)));
  return token;
}

async function callAs(callSchema: CallSchema, caller: Caller): Promise<{ status: number; errorCode: string | null }> {
  const token = await tokenFor(callSchema, caller);
  // Dev tools change the merchant's settings: they are sent nothing, which is enough to see who is refused.
  const input = callSchema.path.startsWith('/dev/') ? {} : sample(callSchema.request);
  const headers: Record<string, string> = {};
  let path = callSchema.path;
  let body: unknown;
  if (callSchema.method === 'GET') {
    const query = new URLSearchParams(Object.entries(input as object).map(([k, v]) => [k, String(v)])).toString();
    if (query) path += `?${query}`;
  } else if (callSchema.encrypt) {
    const sealed = await t.encrypted(input);
    body = sealed.body;
    Object.assign(headers, sealed.headers);
  } else {
    body = input;
  }
  // Streams answer with a head and never end: the head is the answer.
  const controller = new AbortController();
  const response = await fetch(t.url + path, {
    method: callSchema.method, signal: controller.signal,
    headers: { 'X-Forwarded-For': caller === 'guest' ? freshIp() : LOCAL_IP, Merchant: 'alpha', ...(token ? { Authorization: token } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (String(response.headers.get('content-type')).startsWith('text/event-stream')) {
    controller.abort();
    return { status: response.status, errorCode: null };
  }
  const text = await response.text();
  let errorCode: string | null = null;
  try {
    errorCode = (JSON.parse(text) as { errorCode?: string | null }).errorCode ?? null;
  } catch {
    // A page or a file: no envelope, so no refusal.
  }
  return { status: response.status, errorCode };
}

describe('every call schema\'s auth matches its route', () => {
  it('admits and refuses guest, trial, member, agent and another merchant\'s member as the auth says', async () => {
    const all = [...callSchemas().values()];
    expect(all.length).toBeGreaterThan(150);
    const problems: string[] = [];
    const invalid = new Set<string>();
    for (const callSchema of all) {
      for (const caller of CALLERS) {
        const { status, errorCode } = await callAs(callSchema, caller);
        const refusal = errorCode !== null && WHO.includes(errorCode) ? errorCode : null;
        if (caller === 'member' && errorCode === 'validation.failed') invalid.add(callSchema.name);
        if (status >= 500) problems.push(`${callSchema.name} (${callSchema.auth}) as ${caller}: HTTP ${status} ${errorCode}`);
        if (callSchema.auth === 'optional') {
          // The handler asks for a member where it needs one: a real account's own session is never refused.
          if (caller !== 'guest' && caller !== 'anotherMerchant' && refusal) problems.push(`${callSchema.name} (optional) refuses ${caller}: ${refusal}`);
          continue;
        }
        const expected = EXPECTED[callSchema.auth][caller];
        if (refusal !== expected) problems.push(`${callSchema.name} (auth ${callSchema.auth}) as ${caller}: expected ${expected ?? 'admitted'}, got ${errorCode ?? `HTTP ${status}`}`);
      }
    }
    // The sampled request passes validation for most calls, so the handlers' own checks are reached.
    console.log(`call schema auth: ${all.length} calls; sampled request refused by validation for ${invalid.size}: ${[...invalid].join(', ')}`);
    expect(problems).toEqual([]);
  }, 300_000);
});
