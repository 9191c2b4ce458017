// Regression: the development endpoints (every SMS code, any member's TOTP code, captcha
// answers, settings writes, the local identity provider) were on unless NODE_ENV=production.
// They are off unless DEV_TOOLS=1, whatever NODE_ENV says.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '../../src/platform/server.ts';
import { expectFailureEnvelope, makeMerchantsDir } from './helpers.ts';

const DEV_CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/dev/sms-outbox'],
  ['GET', '/dev/captcha-answer'],
  ['GET', '/dev/totp?username=secure01'],
  ['GET', '/dev/desk/totp?username=admin01'],
  ['GET', '/dev/live-chat'],
  ['PUT', '/dev/merchant-settings', { key: 'maintenance', value: { enabled: true } }],
  ['POST', '/dev/announcements', { kind: 'player', title: 'x', content: 'x' }],
  ['POST', '/dev/games/maintenance', { vassalage: 'PG' }],
  ['POST', '/dev/withdrawals/action', { id: 1, action: 'approve' }],
  ['POST', '/dev/withdrawals/job', {}],
  ['GET', '/idp/authorize?channel=google'],
  ['POST', '/idp/token', { channel: 'google', name: 'Eve' }],
];

async function start(env: Record<string, string | undefined>): Promise<RunningPlatform> {
  const saved = { DEV_TOOLS: process.env.DEV_TOOLS, NODE_ENV: process.env.NODE_ENV };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    return await startPlatform({ port: 0, merchantsDir, seed: false, logger: false, smsSink: () => undefined, distDir: join(merchantsDir, 'no-dist') });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const merchantsDir = makeMerchantsDir();
let plain: RunningPlatform;
let withTools: RunningPlatform;

beforeAll(async () => {
  plain = await start({ DEV_TOOLS: undefined, NODE_ENV: 'development' });
  withTools = await start({ DEV_TOOLS: '1', NODE_ENV: undefined });
  // Two platform starts, one after the other: each gets the time vite.config.ts gives one hook.
}, 2 * 180_000);
afterAll(async () => {
  await plain?.close();
  await withTools?.close();
  rmSync(merchantsDir, { recursive: true, force: true });
});

const call = async (platform: RunningPlatform, [method, path, body]: [string, string, unknown?]) => {
  const response = await fetch(platform.url + path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

describe('development endpoints', () => {
  it('are the 404 envelope without DEV_TOOLS=1, even with NODE_ENV=development', async () => {
    for (const entry of DEV_CALLS) {
      const response = await call(plain, entry);
      expect(response.status, entry[1]).toBe(404);
      expectFailureEnvelope(response.body, 'not_found');
      expect(response.body.message, entry[1]).toMatch(/^No such call/);
    }
  });

  it('exist with DEV_TOOLS=1', async () => {
    // (No seeded members here: /dev/totp answers its own 404, not the unknown-route one.)
    for (const entry of DEV_CALLS) expect((await call(withTools, entry)).body?.message ?? '', entry[1]).not.toMatch(/^No such call/);
  });
});
