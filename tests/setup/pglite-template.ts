// Vitest's global setup: one freshly initialised PGlite cluster, dumped to a file that every
// test file's in-memory PGlite starts from (pglite-from-template.ts). PGlite runs initdb on each
// new in-memory database, which costs 5-15 s on a busy 2-core machine, and the platform tests
// open well over a hundred of them; loading the dump takes one or two. The dump is taken right
// after initdb, before any migration, so a database made from it is the one PGlite.create makes.
// It is kept in the temporary directory per PGlite version, so a run of one file by hand does not
// pay for an initdb either.
import { PGlite } from '@electric-sql/pglite';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a PGlite data directory right after initdb (no tables). */
    pgliteTemplate: string;
  }
}

const version = (JSON.parse(readFileSync(join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;

export default async function setup(project: TestProject): Promise<void> {
  const file = join(tmpdir(), `portal-pglite-${version}-initdb.tar`);
  if (!existsSync(file)) {
    const db = await PGlite.create();
    // Written beside and renamed: a run that starts meanwhile never reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
    await db.close();
    renameSync(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
