// Migration 200: the deposits table keeps its rules in the database too (one open manual deposit per
// member, approved exactly when credited), and the ledger knows the `deposit` clearing account.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { createStores, type Stores } from '../../src/platform/stores.ts';
import { openTestDatabase } from './db-helpers.ts';
import { createWallet, T0 } from './ledger-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('deposits migration', ({ id: kind }) => {
  let db: Database;
  let stores: Stores;
  let cleanup: () => Promise<void>;
  let memberId: number;

  beforeAll(async () => {
    ({ db, cleanup } = await openTestDatabase(kind));
    stores = createStores(db);
    const wallet = await createWallet(stores, 'm1', 'depmig01');
    memberId = Number((await db.query<{ member_id: unknown }>('SELECT member_id FROM ledger_accounts WHERE id = $1', [wallet]))[0]?.member_id);
  });
  afterAll(async () => cleanup());

  const insert = (method: string, status: string, extra = '') =>
    db.query(
      `INSERT INTO deposits (merchant, member_id, channel, method, currency, amount_minor, status, created_at, expires_at${extra ? ', credited_at' : ''})
       VALUES ('m1', $1, 'bank', $2, 'VND', 1000, $3, $4, $5${extra ? `, ${extra}` : ''})`,
      [memberId, method, status, T0, T0 + 60_000],
    );

  it('a member has at most one open manual deposit', async () => {
    await insert('manual', 'pending');
    await expect(insert('manual', 'pending')).rejects.toThrow();
    await insert('gateway', 'new');
    await db.query("UPDATE deposits SET status = 'cancelled' WHERE method = 'manual'");
    await insert('manual', 'pending');
  });

  it('approved exactly when credited', async () => {
    await expect(insert('gateway', 'approved')).rejects.toThrow();
    await insert('gateway', 'approved', String(T0));
    await expect(insert('gateway', 'new', String(T0))).rejects.toThrow();
  });

  it('the ledger has a deposit clearing account per merchant', async () => {
    const account = await stores.ledger.account('m1', 'deposit', null, 'VND');
    expect(await stores.ledger.account('m1', 'deposit', null, 'VND')).toBe(account);
  });
});
