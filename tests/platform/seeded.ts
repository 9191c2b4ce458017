// Test platforms start from a seeded copy of their database: seeding every merchant's demo data
// and making the platform's keys is a good part of a start, and most test files start platforms
// with the same merchants and clock. The first start with given inputs seeds as the platform
// always does and copies its database once seeded and its keys kept (startPlatform's onPrepared,
// before any request or job); a later start with the same inputs loads the copy and skips the
// seeding. A copy's name is a hash of everything the seed reads: the migrated template (PGlite
// version and migrations), the sources (each file's size and time, so an edit between two runs of
// a watching vitest is seen), the merchant configs, the clock's time and whether the games area
// is on. Copies live in a directory of the run's (tests/setup/pglite-template.ts).
import type { PGlite } from '@electric-sql/pglite';
import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startPlatform, type RunningPlatform, type StartPlatformOptions } from '../../src/platform/server.ts';
import { repoRoot } from '../../src/shared/config/paths.ts';
import { fromDump, fromMigratedTemplate } from '../setup/pglite-from-template.ts';

const provided = (key: 'pgliteSeededDir' | 'pgliteMigratedTemplate'): string | undefined => {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
};

/** Hashes every file under `dir` in a fixed order: its path and content, or its size and time. */
function hashTree(hash: Hash, dir: string, content: boolean, prefix = ''): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path, content, `${prefix}${entry.name}/`);
    else if (entry.isFile()) {
      hash.update(`${prefix}${entry.name}\0`);
      if (content) hash.update(readFileSync(path));
      else {
        const stat = statSync(path);
        hash.update(`${stat.size}:${stat.mtimeMs}`);
      }
      hash.update('\0');
    }
  }
}

/** Whether a copy can stand for this start: an in-memory PGlite seeded as usual, at a known time. */
const copyable = (o: StartPlatformOptions): boolean =>
  !o.databaseUrl && !o.dataDir && o.seed !== false && !o.onPrepared && !o.featureDirs?.length && o.clock !== undefined;

function copyName(o: StartPlatformOptions): string {
  const hash = createHash('sha256');
  hash.update(`${provided('pgliteMigratedTemplate')}\0${o.clock!.now()}\0${o.games !== false}\0`);
  hashTree(hash, join(repoRoot, 'src'), false);
  hash.update('\0merchants\0');
  hashTree(hash, o.merchantsDir ?? join(repoRoot, 'merchants'), true);
  return `${hash.digest('hex').slice(0, 24)}.tar`;
}

/** startPlatform for tests: from the seeded copy when there is one, making it when there is not. */
export async function startSeededPlatform(options: StartPlatformOptions): Promise<RunningPlatform> {
  const dir = provided('pgliteSeededDir');
  // Its migrate() finds an in-memory database migrated already (tests/setup/pglite-from-template.ts).
  if (!dir || !copyable(options)) return fromMigratedTemplate(() => startPlatform(options));
  const file = join(dir, copyName(options));
  if (existsSync(file)) {
    const started = fromDump(new Blob([readFileSync(file)]), () => startPlatform({ ...options, seed: false }));
    if (started) return started;
  }
  let opened: PGlite | undefined;
  const keep = async () => {
    if (!opened || existsSync(file)) return;
    // A checkpoint first, so a start from the copy has no log to replay.
    await opened.query('CHECKPOINT');
    // Written beside and renamed: a test file starting meanwhile never reads half a copy.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await (await opened.dumpDataDir('none')).arrayBuffer()));
    renameSync(partial, file);
  };
  return fromMigratedTemplate(() => startPlatform({ ...options, onPrepared: keep }), (db) => (opened ??= db));
}
