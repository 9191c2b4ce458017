import pg from 'pg';
import { DEFAULT_POOL_SIZE, type Database, type Queryable } from './database.ts';
import { createPgListener } from './pg-listen.ts';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** Distinct statements a process prepares by name; past this, statements are parsed each time. */
const MAX_NAMED = 2000;

/**
 * Names for the parameterised statements: each connection parses and plans a named statement
 * once and then only binds and runs it (node-postgres keeps the names per connection). Not for a
 * text with `*` (a `SELECT *` or `RETURNING *` prepared before a migration adds a column would fail
 * with "cached plan must not change result type"), nor past MAX_NAMED texts (a text built with
 * values in it would otherwise fill every connection with statements used once).
 */
function statementNames(): (sql: string, params: unknown[]) => string | null {
  const names = new Map<string, string>();
  return (sql, params) => {
    if (params.length === 0 || sql.includes('*')) return null;
    let name = names.get(sql);
    if (name === undefined) {
      if (names.size >= MAX_NAMED) return null;
      name = `s${names.size}`;
      names.set(sql, name);
    }
    return name;
  };
}

export async function openPg(databaseUrl: string, schema?: string, poolSize = DEFAULT_POOL_SIZE): Promise<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const named = statementNames();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const name = named(sql, params);
      return (await q.query(name ? { name, text: sql, values: params } : { text: sql, values: params })).rows as T[];
    },
  });
  const root = wrap(pool);
  // The listener connection needs the schema only for its channel names, not a search path.
  const listener = createPgListener(databaseUrl);
  return {
    kind: 'pg',
    query: root.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    channel: (name) => (schema ? `${name}_${schema}`.slice(0, 63) : name),
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
