// Every in-memory PGlite a test file opens with default settings starts from the cluster the
// global setup initialised once (pglite-template.ts) instead of running initdb again. A data
// directory on disk, a dump to load, another user or database, or extensions are left to PGlite:
// tests that reopen a directory must see PGlite's own start.
// Code run through fromMigratedTemplate (a test platform's start, a fully migrated store test's
// database) gets the cluster with every migration applied: its migrate() then finds nothing to do.
// Code run through fromDump gets the dump it names (a seeded test platform's, tests/platform/seeded.ts).
// The choice follows the async call, so a database another test opens meanwhile is not affected.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

type Create = (dataDirOrOptions?: string | PGliteOptions, options?: PGliteOptions) => Promise<PGlite>;
const INSTALLED = Symbol.for('portal.pgliteFromTemplate');
const OWN_START: readonly (keyof PGliteOptions)[] = ['dataDir', 'loadDataDir', 'noInitDb', 'username', 'database', 'extensions', 'fs', 'initDbStartParams'];

/** Whether PGlite.create would make this database with initdb's defaults, in memory. */
export const startsFromTemplate = (dataDirOrOptions?: string | PGliteOptions, options?: PGliteOptions): boolean =>
  dataDirOrOptions === undefined || (typeof dataDirOrOptions === 'object' && options === undefined && !OWN_START.some((key) => dataDirOrOptions[key] !== undefined));

/** What a database made inside fromMigratedTemplate or fromDump starts from, and who hears of it. */
interface Start {
  dump: 'migrated' | Blob;
  opened?: (db: PGlite) => void;
}

interface Installed {
  create: Create;
  loads: number;
  migratedLoads: number;
  dumpLoads: number;
  migrated: AsyncLocalStorage<Start>;
}

const pglite = PGlite as unknown as { create: Create; [INSTALLED]?: Installed };
/** What the global setup provided; nothing outside vitest (a benchmark script importing the test helpers). */
const provided = (key: 'pgliteTemplate' | 'pgliteMigratedTemplate'): string | undefined => {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
};
const file = provided('pgliteTemplate');
const migratedFile = provided('pgliteMigratedTemplate');
// PGLITE_INITDB=1 lets every database run initdb itself, to compare the two.
if (file && migratedFile && process.env.PGLITE_INITDB !== '1' && !pglite[INSTALLED]) {
  // Read on a file's first database, not at setup: most test files open none, and each dump is
  // some 40 MB.
  const lazily = (path: string): (() => Blob) => {
    let blob: Blob | undefined;
    return () => (blob ??= new Blob([readFileSync(path)]));
  };
  const template = lazily(file);
  const migratedTemplate = lazily(migratedFile);
  const create = pglite.create.bind(PGlite);
  const installed: Installed = { create, loads: 0, migratedLoads: 0, dumpLoads: 0, migrated: new AsyncLocalStorage() };
  pglite[INSTALLED] = installed;
  pglite.create = async (dataDirOrOptions, options) => {
    if (!startsFromTemplate(dataDirOrOptions, options)) return create(dataDirOrOptions, options);
    const start = installed.migrated.getStore();
    if (start?.dump === 'migrated') installed.migratedLoads += 1;
    else if (start) installed.dumpLoads += 1;
    else installed.loads += 1;
    const loadDataDir = start === undefined ? template() : start.dump === 'migrated' ? migratedTemplate() : start.dump;
    const db = await create({ ...(dataDirOrOptions as PGliteOptions | undefined), loadDataDir });
    start?.opened?.(db);
    return db;
  };
}

/** PGlite's own create and how many databases started from each template or dump (for its test). */
export const pgliteTemplateUse = (): Installed | undefined => pglite[INSTALLED];

/**
 * Runs `open` (which must apply every migration to the in-memory databases it makes, as
 * startPlatform and a store test without `include` do) with those databases starting migrated.
 */
export function fromMigratedTemplate<T>(open: () => Promise<T>, opened?: (db: PGlite) => void): Promise<T> {
  const installed = pglite[INSTALLED];
  return installed ? installed.migrated.run({ dump: 'migrated', ...(opened ? { opened } : {}) }, open) : open();
}

/**
 * Runs `open` with the in-memory databases it makes starting from `dump` (a PGlite data directory
 * dumped by dumpDataDir). Outside vitest's setup it cannot: undefined, and the caller starts as usual.
 */
export function fromDump<T>(dump: Blob, open: () => Promise<T>): Promise<T> | undefined {
  const installed = pglite[INSTALLED];
  return installed ? installed.migrated.run({ dump }, open) : undefined;
}
