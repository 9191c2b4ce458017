// PGlite in a data directory keeps members, sessions and the deployment keys across restarts;
// migrations and seeding run again without effect.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startPlatform } from '../../src/platform/server.ts';
import { createPlatformClient } from '../../src/shared/api/index.ts';
import { makeMerchantsDir } from './helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-data-'));
const merchantsDir = makeMerchantsDir();
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(merchantsDir, { recursive: true, force: true });
});

const start = () => startPlatform({ port: 0, dataDir, merchantsDir, games: false, smsSink: () => undefined, distDir: join(dataDir, 'none') });

it('keeps data and keys in DATA_DIR across a restart', { timeout: 120_000 }, async () => {
  let token: string | null = null;
  const first = await start();
  let key: string;
  try {
    const client = createPlatformClient({ baseUrl: first.url, merchant: 'alpha', getLanguage: () => 'EN', getToken: () => token, encryption: 'des-rsa' });
    token = (await client.call('register', { username: 'Keeper01', password: 'Keep1234', confirmPassword: 'Keep1234', ageConfirmed: true })).token;
    key = first.keys.desRsa.n;
  } finally {
    await first.close();
  }
  const second = await start();
  try {
    expect(second.keys.desRsa.n).toBe(key);
    const client = createPlatformClient({ baseUrl: second.url, merchant: 'alpha', getLanguage: () => 'EN', getToken: () => token, encryption: 'des-rsa' });
    expect(await client.call('memberInfo')).toMatchObject({ account: 'Keeper01' });
    const members = await second.db.query<{ n: unknown }>("SELECT count(*) AS n FROM members WHERE username = 'member01'");
    expect(Number(members[0]!.n)).toBe(2);
  } finally {
    await second.close();
  }
});
