// Vitest's global setup: one freshly initialised PGlite cluster, dumped to a file that every
// test file's in-memory PGlite starts from (pglite-from-template.ts). PGlite runs initdb on each
// new in-memory database, which costs 5-8 s on this 2-core machine, and the platform tests open
// well over a hundred of them; loading the dump takes about a second. The dump is taken right
// after initdb, before any migration, so a database made from it is the one PGlite.create makes.
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a PGlite data directory right after initdb (no tables). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'initdb.tar');
  const db = await PGlite.create();
  writeFileSync(file, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
