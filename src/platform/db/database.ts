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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PGlite data directory; undefined = in memory. Ignored when `databaseUrl` is given. */
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL only: a schema to create and use (isolates test files sharing one server). */
  schema?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPg } = await import('./pg.ts');
    return openPg(options.databaseUrl, options.schema);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
