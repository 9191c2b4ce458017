// An embedded database kept in a directory opens again after a bulk job (the first start's seed),
// so that its WebAssembly memory's high-water mark can be given back: the data and the interface
// stay as they were.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/database.ts';

describe('PGlite reopen', () => {
  let db: Database | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('keeps the data, and queries, transactions and notifications work on the new instance', async () => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-reopen-'));
    db = await openDatabase({ dataDir: dir });
    await db.exec('CREATE TABLE kept (id int PRIMARY KEY, note text)');
    await db.query('INSERT INTO kept VALUES ($1, $2)', [1, 'seeded']);
    expect(db.reopen).toBeTypeOf('function');
    await db.reopen!();
    expect(await db.query('SELECT id, note FROM kept')).toEqual([{ id: 1, note: 'seeded' }]);
    await db.transaction(async (tx) => tx.query('INSERT INTO kept VALUES (2, $1)', ['after']));
    expect(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 2 }]);
    const heard: string[] = [];
    const stop = await db.listen(db.channel('kept_events'), (payload) => heard.push(payload));
    await db.query("SELECT pg_notify('kept_events', 'hello')");
    await expect.poll(() => heard).toEqual(['hello']);
    await stop();
  });

  it('is absent in memory, where opening again would lose the data', async () => {
    db = await openDatabase({});
    expect(db.reopen).toBeUndefined();
  });
});
