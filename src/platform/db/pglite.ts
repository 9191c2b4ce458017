import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
  });
  const root = wrap(db);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    async exec(sql) {
      await db.exec(sql);
    },
    // One process owns a PGlite database: its NOTIFY reaches its own listeners, which is all there is.
    channel: (name) => name,
    async listen(channel, onPayload) {
      const stop = await db.listen(channel, onPayload);
      return async () => {
        await stop().catch(() => undefined);
      };
    },
    close: () => db.close(),
  };
}
