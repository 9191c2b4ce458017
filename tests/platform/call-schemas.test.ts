// The call schemas (schemas/api/<call>.json): each is a valid call schema, every API route of the
// platform comes from one and every call schema has its route, and check mode (on in every vitest
// run) turns a reply that breaks its call schema into a failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ok } from '../../src/shared/envelope.ts';
import { callSchemaViolations } from '../../src/platform/calls/violations.ts';
import { CALL_SCHEMAS_DIR, readCallSchemas } from '../../src/platform/calls/load.ts';
import { calls } from '../../src/shared/api/index.ts';
import { deskCalls } from '../../src/generated/api/desk-calls.ts';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

/** Routes that are not calls: files, HTML pages and scripts served to browsers. */
const NOT_CALLS = [
  'GET /', 'GET /index.html', 'GET /desk', 'GET /desk/', 'GET /*', 'GET /merchant-assets/*',
  'GET /pay/checkout', 'POST /pay/checkout/pay', 'POST /pay/checkout/cancel', 'GET /pay/static/pay.css',
  'GET /demo-games/slot', 'GET /demo-games/lottery', 'GET /demo-games/static/:name', 'GET /demo-games/img/:vendor/:file', 'GET /demo-games/vendor/:file',
  'GET /manifest.webmanifest', 'GET /sw.js', 'GET /offline.html',
  'GET /idp/idp.js', 'GET /idp/idp.css', 'GET /idp/authorize', 'POST /idp/authorize', 'GET /dev/live-chat',
];
const TEST_ROUTES = ['GET /wps/test/broken-reply', 'GET /wps/test/no-call-schema'];

let t: TestPlatform;
const routes: { method: string; url: string; callSchema?: string }[] = [];

beforeAll(async () => {
  t = await startTestPlatform({
    games: true,
    checkCallSchemas: true,
    extraRoutes: (app) => {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') routes.push({ method, url: route.url, callSchema: (route.config)?.callSchema });
        }
      });
      // A handler that answers more than its call schema (memberIcon's value is { icon }).
      app.get('/wps/test/broken-reply', { config: { callSchema: 'memberIcon' } }, async () => ok({ icon: 'avatar-1', secret: 'leaks' }));
      app.get('/wps/test/no-call-schema', async () => ok({ anything: 1 }));
    },
  });
});
afterAll(async () => t?.close());

describe('call schemas', () => {
  it('every call schema file is a valid call schema (schemas/call-schema.schema.json)', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(JSON.parse(readFileSync(join(CALL_SCHEMAS_DIR, '..', 'call-schema.schema.json'), 'utf8')));
    const callSchemas = readCallSchemas();
    expect(callSchemas.size).toBeGreaterThan(50);
    for (const callSchema of callSchemas.values()) {
      const raw = JSON.parse(readFileSync(callSchema.file, 'utf8'));
      expect(validate(raw) ? [] : validate.errors, callSchema.name).toEqual([]);
    }
  });

  it('the codes any call may answer are a valid file (schemas/api-errors.schema.json)', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(JSON.parse(readFileSync(join(CALL_SCHEMAS_DIR, '..', 'api-errors.schema.json'), 'utf8')));
    expect(validate(JSON.parse(readFileSync(join(CALL_SCHEMAS_DIR, '..', 'api-errors.json'), 'utf8'))) ? [] : validate.errors).toEqual([]);
  });

  it('the client tables (the portal\'s and the desk\'s) are the call schemas (generated from them)', () => {
    const callSchemas = readCallSchemas();
    const tables = { ...calls, ...deskCalls };
    expect(Object.keys(calls).some((name) => name.startsWith('desk'))).toBe(false);
    expect(Object.keys(tables).sort()).toEqual([...callSchemas.keys()].sort());
    for (const [name, callSchema] of callSchemas) {
      expect(tables[name as keyof typeof tables], name).toMatchObject({ method: callSchema.method, path: callSchema.path, modId: callSchema.modId, encrypt: callSchema.encrypt, silent: callSchema.silent });
    }
  });

  it('every route comes from a call schema and every call schema has its route', () => {
    const callSchemas = readCallSchemas();
    // onRoute sees the routes registered after it: the extra routes; the rest are listed by Fastify.
    const listed = t.platform.app.printRoutes({ commonPrefix: false, includeMeta: ['callSchema'] });
    expect(listed.length).toBeGreaterThan(0);
    const all = new Map<string, string | undefined>();
    for (const route of routes) all.set(`${route.method} ${route.url}`, route.callSchema);
    for (const callSchema of callSchemas.values()) {
      for (const method of [callSchema.method, ...callSchema.alsoMethods]) {
        const key = `${method} ${callSchema.path}`;
        expect(t.platform.app.hasRoute({ method, url: callSchema.path }), `${callSchema.name}: no route ${key}`).toBe(true);
      }
    }
    const expected = new Set<string>([...callSchemas.values()].flatMap((c) => [c.method, ...c.alsoMethods].map((m) => `${m} ${c.path}`)));
    const withoutCallSchema = [...allRoutes(t)].filter((key) => !expected.has(key) && !NOT_CALLS.includes(key) && !TEST_ROUTES.includes(key));
    expect(withoutCallSchema).toEqual([]);
  });

  it('a reply with a field its call schema does not name fails, and is recorded for the test run', async () => {
    const before = callSchemaViolations.length;
    const response = await t.raw('GET', '/wps/test/broken-reply');
    expect(response.status).toBe(500);
    expect(response.body.errorCode).toBe('callSchema.violation');
    expect(response.body.message).toContain('secret');
    expect(callSchemaViolations.length).toBe(before + 1);
    callSchemaViolations.splice(before); // this one was on purpose
  });

  it('failures are checked too: always the four-key envelope with an errorCode', async () => {
    const before = callSchemaViolations.length;
    const response = await t.raw('GET', '/wps/member/info');
    expect(response.status).toBe(401);
    expect(response.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
    expect(callSchemaViolations.length).toBe(before);
  });
});

/** Every "METHOD /path" the running app answers (HEAD aside), read from Fastify's route table. */
function allRoutes(tp: TestPlatform): Set<string> {
  const out = new Set<string>();
  const text = tp.platform.app.printRoutes({ commonPrefix: false });
  // Lines look like "├── wps/session/login (POST)" with nesting for children ("│   └── /quick (POST)").
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│ ]*)(?:[├└]── )(.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] ?? '';
    stack.length = depth;
    stack.push(segment);
    const path = stack.join('').replace(/^\/?/, '/').replace(/\/\//g, '/');
    for (const method of (match[3] ?? '').split(', ')) if (method !== 'HEAD') out.add(`${method} ${path}`);
  }
  return out;
}
