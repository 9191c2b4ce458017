// `npm start` answers its first request before the start's background work begins: a job's
// first run (a settlement at start) would otherwise queue its queries ahead of that request's on
// the one embedded connection. The jobs wait for the first answer, or quietStartMs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

const started = globalThis as { zzQuietJobStarts?: number };

describe('the start-up\'s background work', () => {
  let dir: string;
  let t: TestPlatform;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'features-'));
    mkdirSync(join(dir, 'zz-quiet'));
    // Plain code: the folder lives outside the repository, so it imports nothing of it.
    writeFileSync(join(dir, 'zz-quiet', 'feature.ts'), `
export const feature = {
  name: 'zz-quiet',
  needs: [],
  jobs: [{ option: 'zzQuietJobMs', everyMs: 60_000, label: 'quiet probe', start: () => {
    globalThis.zzQuietJobStarts = (globalThis.zzQuietJobStarts ?? 0) + 1;
    return () => {};
  } }],
};
`);
    started.zzQuietJobStarts = 0;
    t = await startTestPlatform({ featureDirs: [dir], quietStartMs: 120_000 });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts the jobs only once the first request is answered', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(started.zzQuietJobStarts).toBe(0);
    expect((await t.raw('GET', '/wps/portal/config')).status).toBe(200);
    await expect.poll(() => started.zzQuietJobStarts, { timeout: 5_000 }).toBe(1);
  });
});
