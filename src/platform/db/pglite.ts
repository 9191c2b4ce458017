import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

/**
 * PostgreSQL's default 128 MB of shared buffers, resident in the WebAssembly memory, is most of
 * the process's footprint; the embedded database is the demo's and small, and the operating
 * system still caches its files. One session only: no room for a hundred connections either.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=5'];

/**
 * bytea in and out through Buffer's native hex codec. PGlite's own goes byte by byte through
 * arrays of strings: a 5 MB image (a promotion's proof) took seconds and hundreds of MB of
 * garbage to write. The same text either way (`\\x` and two hex digits a byte).
 */
const BYTEA = {
  serializers: {
    [types.BYTEA]: (value: unknown): string => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    [types.BYTEA]: (text: string): Uint8Array => {
      const bytes = Buffer.from(text.slice(2), 'hex');
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  },
};

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const create = () => PGlite.create({ ...(dataDir ? { dataDir } : {}), startParams: START_PARAMS, ...BYTEA });
  let db = await create();
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
  });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
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
    // In memory there is no directory to open again: the data would be gone.
    ...(dataDir ? {
      async reopen() {
        await db.close();
        db = await create();
      },
    } : {}),
  };
}
