// Vitest's global setup: one freshly initialised PGlite cluster, dumped to a file that every
// test file's in-memory PGlite starts from (pglite-from-template.ts). PGlite runs initdb on each
// new in-memory database, which costs 5-15 s on a busy 2-core machine, and the platform tests
// open well over a hundred of them; loading the dump takes one or two. The dump is taken right
// after initdb, before any migration, so a database made from it is the one PGlite.create makes.
// A second dump holds the same cluster with every migration applied: a test platform or a fully
// migrated store test starts from it (fromMigratedTemplate) instead of running the 40-odd
// migrations again. Its file name carries a hash of the migration files, so a changed or added
// migration makes a new one.
// Both are kept in the temporary directory per PGlite version, so a run of one file by hand does
// not pay for an initdb either. Test platforms also keep their seeded databases, in a directory of
// this run's (tests/platform/seeded.ts).
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, migrationFiles } from '../../src/platform/db/migrate.ts';
import { openPglite } from '../../src/platform/db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a PGlite data directory right after initdb (no tables). */
    pgliteTemplate: string;
    /** The same with every migration of src/platform applied. */
    pgliteMigratedTemplate: string;
    /** This run's directory for seeded test platforms' databases (tests/platform/seeded.ts). */
    pgliteSeededDir: string;
  }
}

const version = (JSON.parse(readFileSync(join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;

/** Writes beside and renames: a run that starts meanwhile never reads half a file. */
async function keep(file: string, make: () => Promise<Blob>): Promise<void> {
  if (existsSync(file)) return;
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await (await make()).arrayBuffer()));
  renameSync(partial, file);
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const [name, path] of [...(await migrationFiles()).entries()].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update('\0').update(readFileSync(path)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject): Promise<() => void> {
  const file = join(tmpdir(), `portal-pglite-${version}-initdb.tar`);
  await keep(file, async () => {
    const db = await PGlite.create();
    const dump = await db.dumpDataDir('none');
    await db.close();
    return dump;
  });
  const migrated = join(tmpdir(), `portal-pglite-${version}-migrated-${await migrationsHash()}.tar`);
  await keep(migrated, async () => {
    // Migrated as the platform migrates (openPglite, migrate) in a directory of its own, then dumped.
    const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-migrated-'));
    try {
      const db = await openPglite(dir);
      await migrate(db);
      await db.close();
      const cluster = await PGlite.create({ dataDir: dir });
      const dump = await cluster.dumpDataDir('none');
      await cluster.close();
      return dump;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  project.provide('pgliteTemplate', file);
  project.provide('pgliteMigratedTemplate', migrated);
  // Seeded databases depend on the sources of the run (and are 40 MB each): kept for this run only.
  const seeded = mkdtempSync(join(tmpdir(), 'portal-pglite-seeded-'));
  project.provide('pgliteSeededDir', seeded);
  return () => rmSync(seeded, { recursive: true, force: true });
}
