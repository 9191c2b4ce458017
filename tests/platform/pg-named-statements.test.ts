// On PostgreSQL the platform names its parameterised statements, so each connection parses and
// plans one once and afterwards only binds and runs it; a text with `*` is left unnamed, so a
// column a migration adds later does not break a statement prepared before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/database.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('named statements on PostgreSQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: url!, schema: `named_stmt_${process.pid}_${Date.now() % 100000}` });
    await db.exec('CREATE TABLE IF NOT EXISTS named_probe (id int PRIMARY KEY, a int)');
  });
  afterAll(async () => {
    await db?.close();
  });

  const prepared = (tx: Pick<Database, 'query'>) =>
    tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements').then((rows) => rows.map((r) => r.statement));

  it('prepares a parameterised statement once per connection and reuses it', async () => {
    const text = 'SELECT $1::int + 1 AS n';
    const seen = await db.transaction(async (tx) => {
      const answers = [await tx.query<{ n: number }>(text, [1]), await tx.query<{ n: number }>(text, [41])];
      expect(answers.map((rows) => rows[0]?.n)).toEqual([2, 42]);
      return prepared(tx);
    });
    expect(seen.filter((s) => s === text)).toHaveLength(1);
  });

  it('leaves a text with * unnamed: a column added later is read', async () => {
    await db.query('INSERT INTO named_probe (id, a) VALUES ($1, $2) ON CONFLICT DO NOTHING', [1, 7]);
    const text = 'SELECT * FROM named_probe WHERE id = $1';
    const seen = await db.transaction(async (tx) => {
      expect(await tx.query(text, [1])).toEqual([{ id: 1, a: 7 }]);
      await tx.query('ALTER TABLE named_probe ADD COLUMN IF NOT EXISTS b int');
      expect(await tx.query(text, [1])).toEqual([{ id: 1, a: 7, b: null }]);
      return prepared(tx);
    });
    expect(seen).not.toContain(text);
  });
});
