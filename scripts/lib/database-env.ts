/**
 * The database `npm start` uses, as the environment names it (scripts/start.ts describes
 * DATABASE_URL, DATABASE_POOL_SIZE and DATA_DIR), and the start of its opening: scripts/serve.ts
 * begins opening it before it loads the platform's modules, so that PGlite compiles and boots its
 * WebAssembly while they load.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, poolSizeFromEnv, type Database } from '../../src/platform/db/database.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface DatabaseEnv {
  databaseUrl?: string;
  /** PGlite's data directory (absolute; default .data in the checkout) when there is no DATABASE_URL. */
  dataDir?: string;
  poolSize: number;
}

/** Throws a sentence when DATABASE_POOL_SIZE is not a pool size. */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseEnv {
  const poolSize = poolSizeFromEnv(env);
  const databaseUrl = env.DATABASE_URL || undefined;
  return databaseUrl ? { databaseUrl, poolSize } : { dataDir: resolve(env.DATA_DIR ?? join(root, '.data')), poolSize };
}

/**
 * Begins opening the database the environment names; undefined when the environment is wrong
 * (the start reports it). A failure to open surfaces where the start awaits it.
 */
export function openDatabaseFromEnv(): Promise<Database> | undefined {
  let env: DatabaseEnv;
  try {
    env = databaseFromEnv();
  } catch {
    return undefined;
  }
  const opening = openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl, poolSize: env.poolSize } : { ...(env.dataDir ? { dataDir: env.dataDir } : {}) });
  // Not yet awaited: without this a failure would end the process as an unhandled rejection
  // before the start could say what went wrong.
  opening.catch(() => undefined);
  return opening;
}
