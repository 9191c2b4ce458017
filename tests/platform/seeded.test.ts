// Test platforms start from a seeded copy of their database (seeded.ts): a start with the same
// merchants, clock and games setting as an earlier one loads the copy instead of seeding, and has
// the data a seeding start makes; other merchants or another time get a copy of their own.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../src/platform/clock.ts';
import { startPlatform, type RunningPlatform, type StartPlatformOptions } from '../../src/platform/server.ts';
import { fromMigratedTemplate, pgliteTemplateUse } from '../setup/pglite-from-template.ts';
import { makeMerchantsDir } from './helpers.ts';
import { startSeededPlatform } from './seeded.ts';

/** Rows per table of the public schema, and the members by merchant: what seeding made. */
async function seededData(platform: RunningPlatform): Promise<Record<string, unknown>> {
  const tables = await platform.db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
  const rows: Record<string, number> = {};
  for (const { name } of tables) rows[name] = (await platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`))[0]!.n;
  const members = await platform.db.query('SELECT merchant, username FROM members ORDER BY merchant, username');
  return { rows, members };
}

const options = (merchantsDir: string, at = Date.UTC(2026, 0, 1)): StartPlatformOptions => ({
  port: 0, clock: createFakeClock(at), merchantsDir, games: false, devEndpoints: true, distDir: join(merchantsDir, 'no-dist'), smsSink: () => undefined,
  // No job writes after the start: the data compared is the start's alone.
  withdrawalJobMs: false, depositJobMs: false, settlementJobMs: false, referralJobMs: false,
});

describe('seeded test platforms', () => {
  it('a second start with the same inputs loads the copy and has what seeding makes', async () => {
    const dir = makeMerchantsDir();
    const use = pgliteTemplateUse()!;
    const seeding = await fromMigratedTemplate(() => startPlatform(options(dir)));
    const first = await startSeededPlatform(options(dir));
    const loadsBefore = use.dumpLoads;
    const second = await startSeededPlatform(options(dir));
    try {
      expect(use.dumpLoads, 'the second start loaded the copy').toBe(loadsBefore + 1);
      const expected = await seededData(seeding);
      expect((expected.members as unknown[]).length).toBeGreaterThan(0);
      expect(await seededData(first)).toEqual(expected);
      expect(await seededData(second)).toEqual(expected);
      // The same keys too: they are kept before the copy is made.
      expect(second.keys.oaep.kid).toBe(first.keys.oaep.kid);
    } finally {
      await Promise.all([seeding.close(), first.close(), second.close()]);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000); // three platform starts: minutes on a busy 2-core machine

  it('another clock time or an edited merchant config seeds a copy of its own', async () => {
    const dir = makeMerchantsDir();
    const use = pgliteTemplateUse()!;
    const platforms: RunningPlatform[] = [];
    try {
      platforms.push(await startSeededPlatform(options(dir)));
      let loads = use.dumpLoads;
      platforms.push(await startSeededPlatform(options(dir, Date.UTC(2026, 5, 1))));
      expect(use.dumpLoads, 'another time: seeded, not loaded').toBe(loads);
      writeFileSync(join(dir, 'alpha', 'extra.json'), '{}');
      loads = use.dumpLoads;
      platforms.push(await startSeededPlatform(options(dir)));
      expect(use.dumpLoads, 'another merchant config: seeded, not loaded').toBe(loads);
    } finally {
      await Promise.all(platforms.map((p) => p.close()));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000); // three platform starts: minutes on a busy 2-core machine
});
