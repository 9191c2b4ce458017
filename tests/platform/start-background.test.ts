// `npm start` answers its first request before the start's background work begins: a job's
// first run (a settlement at start) would otherwise queue its queries ahead of that request's on
// the one embedded connection. The jobs wait for the first answer, or quietStartMs. A process asked
// to stop (a rolling restart) stops its seeding and warming between steps rather than finishing them,
// and both give the event loop a turn between steps, so requests are answered while they run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMerchant } from '../../src/platform/seed.ts';
import { warmPortalPages } from '../../src/platform/portal-page/warm.ts';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

const started = globalThis as { zzQuietJobStarts?: number };

/** Counts turns of the event loop (one per setImmediate) until stopped. */
function countTurns(): { turns: () => number; stop: () => void } {
  let turns = 0;
  let counting = true;
  const tick = () => {
    turns += 1;
    if (counting) setImmediate(tick);
  };
  setImmediate(tick);
  return { turns: () => turns, stop: () => void (counting = false) };
}

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

describe('background work asked to stop', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startTestPlatform({ seed: false });
  });

  afterAll(async () => t?.close());

  it('a seed stops between steps and a later one finishes it', async () => {
    const merchant = t.platform.merchants.all[0]!;
    const members = async () => (await t.platform.db.query('SELECT 1 FROM members WHERE merchant = $1', [merchant.code])).length;
    let asked = 0;
    await seedMerchant(t.platform.stores, merchant, t.clock.now(), { stopped: () => ++asked > 2 });
    expect(await members()).toBe(2);
    await seedMerchant(t.platform.stores, merchant, t.clock.now());
    expect(await members()).toBeGreaterThan(2);
  });

  it('a reseed gives the event loop a turn between its steps, so a request waiting is answered before the reseed ends', async () => {
    const merchant = t.platform.merchants.all[0]!;
    await seedMerchant(t.platform.stores, merchant, t.clock.now());
    // A connection kept alive, so the request below needs only its own few turns of the loop.
    expect((await t.raw('GET', '/wps/portal/config')).status).toBe(200);
    const loop = countTurns();
    // Embedded PGlite answers without giving the loop a turn: a reseed is queries only (nothing
    // to hash), so without turns of its own it would hold every request until it ends.
    const steps: string[] = [];
    const answered = t.raw('GET', '/wps/portal/config').then((answer) => void steps.push(`answered ${answer.status}`));
    await seedMerchant(t.platform.stores, merchant, t.clock.now());
    steps.push('reseeded');
    loop.stop();
    await answered;
    expect(steps).toEqual(['answered 200', 'reseeded']);
    expect(loop.turns()).toBeGreaterThan(10);
  });

  it('warming gives the event loop a turn before each page', async () => {
    const codes = t.platform.merchants.all.map((merchant) => merchant.code);
    const turnsAt: number[] = [];
    const loop = countTurns();
    await warmPortalPages(t.platform.app, codes, () => (turnsAt.push(loop.turns()), false));
    loop.stop();
    expect(turnsAt).toHaveLength(codes.length * 2);
    // Each page is asked for on a later turn than the one before it.
    for (let i = 1; i < turnsAt.length; i++) expect(turnsAt[i]).toBeGreaterThan(turnsAt[i - 1]!);
  });

  it('warming asks before each page and warms nothing once stopped', async () => {
    const codes = t.platform.merchants.all.map((merchant) => merchant.code);
    expect((await warmPortalPages(t.platform.app, codes, () => true)).pages).toEqual([]);
  });
});

describe('a process joining others that already answer', () => {
  it('warms its pages before it listens, so its first connections find it ready', async () => {
    const listeningAtWarm: boolean[] = [];
    let server: import('node:http').Server | undefined;
    const t = await startTestPlatform({
      warmPages: true,
      warmBeforeListening: true,
      extraRoutes: (app) => {
        server = app.server;
        app.addHook('onRequest', async () => void listeningAtWarm.push(server!.listening));
      },
    });
    try {
      const report = await t.platform.warmed;
      expect(report?.pages).toHaveLength(t.platform.merchants.all.length * 2);
      expect(listeningAtWarm.slice(0, report!.pages.length)).toEqual(report!.pages.map(() => false));
    } finally {
      await t.close();
    }
  });
});
