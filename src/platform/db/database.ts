/**
 * The one database interface the stores use, with two implementations: embedded PGlite
 * (a data directory, or in memory) and a PostgreSQL server through `pg`.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs `fn` in one transaction (BEGIN/COMMIT, ROLLBACK on throw). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * The name of a LISTEN/NOTIFY channel in this database: on PostgreSQL it carries the schema,
   * so test files sharing one server (each in its own schema) do not hear each other.
   */
  channel(name: string): string;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (a name from `channel()`), from any process
   * on the same database; resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Closes and opens the database again, on an embedded database kept in a directory: its
   * WebAssembly memory only ever grows, so after a bulk job (the first start's seed) the process
   * would keep that high-water mark for good. Absent where there is nothing to give back.
   */
  reopen?(): Promise<void>;
}

/** Channel names are SQL identifiers written into LISTEN: only these characters get in. */
export const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface DatabaseOptions {
  /** PGlite data directory; undefined = in memory. Ignored when `databaseUrl` is given. */
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL only: a schema to create and use (isolates test files sharing one server). */
  schema?: string;
  /** PostgreSQL only: the most connections the process's pool opens (besides its LISTEN one). */
  poolSize?: number;
}

/** The pool size when none is asked for. */
export const DEFAULT_POOL_SIZE = 20;

/**
 * DATABASE_POOL_SIZE: how many connections each process's pool may open (default 20). Behind a
 * pooler or with many workers per host the primary's max_connections is the limit to share.
 */
export function poolSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.DATABASE_POOL_SIZE;
  if (value === undefined || value.trim() === '') return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${value}".`);
  }
  return size;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPg } = await import('./pg.ts');
    return openPg(options.databaseUrl, options.schema, options.poolSize);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
