// DATABASE_POOL_SIZE caps the connections one process's pool opens on PostgreSQL: requests past
// it wait for a connection instead of opening more (docs/deployment.md, connection pooling).
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, openDatabase, poolSizeFromEnv, type Database } from '../../src/platform/db/database.ts';

const url = process.env.TEST_DATABASE_URL;

describe('poolSizeFromEnv', () => {
  it('is 20 when unset or empty', () => {
    expect(poolSizeFromEnv({})).toBe(DEFAULT_POOL_SIZE);
    expect(poolSizeFromEnv({ DATABASE_POOL_SIZE: '' })).toBe(20);
  });

  it('reads a whole number', () => {
    expect(poolSizeFromEnv({ DATABASE_POOL_SIZE: '7' })).toBe(7);
  });

  it.each(['0', '-3', '2.5', 'ten', '1001'])('refuses %s with a sentence naming the variable', (value) => {
    expect(() => poolSizeFromEnv({ DATABASE_POOL_SIZE: value })).toThrow(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${value}".`);
  });
});

describe.skipIf(!url)('the pool size on PostgreSQL', () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  /** The backends that answered `count` queries sent at once, each holding its connection a moment. */
  async function backendsFor(count: number): Promise<number> {
    const rows = await Promise.all(Array.from({ length: count }, () =>
      db!.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep($1::float8) AS slept', [0.2])));
    return new Set(rows.map((r) => r[0]?.pid)).size;
  }

  it('opens at most poolSize connections; the other queries wait and are answered', async () => {
    db = await openDatabase({ databaseUrl: url!, poolSize: 2 });
    expect(await backendsFor(5)).toBe(2);
  });

  it('opens more by default', async () => {
    db = await openDatabase({ databaseUrl: url! });
    expect(await backendsFor(5)).toBe(5);
  });
});
