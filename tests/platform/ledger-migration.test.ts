// Migration 006 on a database that already holds money (seed credit, demo credit, game rounds, a
// transfer) written before balances were kept: every account starts from the sum of its entries,
// and the ledger carries on from there.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { createStores } from '../../src/platform/stores.ts';
import { InsufficientFundsError } from '../../src/platform/ledger/store.ts';
import { openTestDatabase } from './db-helpers.ts';
import { checkLedger, HEALTHY, T0 } from './ledger-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const MIGRATION = '006_ledger_balances_holds.sql';

TestDatabases.describeEach('ledger balance migration', ({ id: kind }) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await openTestDatabase(kind, { include: (file) => file !== MIGRATION }));
  });
  afterAll(async () => cleanup());

  /** Writes a movement the way the ledger did before 006: a transaction row and its entries only. */
  const oldPost = async (key: string, entries: [number, number][]) => {
    const rows = await db.query<{ id: unknown }>(
      "INSERT INTO ledger_transactions (merchant, idempotency_key, kind, created_at) VALUES ('m1', $1, 'old', $2) RETURNING id", [key, T0],
    );
    for (const [account, amount] of entries) {
      await db.query('INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES ($1, $2, $3)', [rows[0]!.id, account, amount]);
    }
  };
  const newAccount = async (kindName: string, memberId: number | null) =>
    Number((await db.query<{ id: unknown }>(
      "INSERT INTO ledger_accounts (merchant, kind, member_id, currency) VALUES ('m1', $1, $2, 'VND') RETURNING id", [kindName, memberId],
    ))[0]!.id);
  const newMember = async (username: string) =>
    Number((await db.query<{ id: unknown }>(
      "INSERT INTO members (merchant, username, username_key, password_hash, password_changed_at, registered_at) VALUES ('m1', $1, $1, 'h', 0, 0) RETURNING id",
      [username],
    ))[0]!.id);

  it('backfills each balance from the entries, then keeps it', async () => {
    expect(await db.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'ledger_accounts' AND column_name = 'balance' AND table_schema = current_schema()")).toEqual([]);
    const house = await newAccount('house', null);
    const demo = await newAccount('demo', null);
    const [alice, bob, trial, idle] = await Promise.all(['alice', 'bob', 'trial', 'idle'].map(async (u) => newAccount('member', await newMember(u))));
    await oldPost('seed:alice', [[house, -500_000], [alice!, 500_000]]);
    await oldPost('seed:bob', [[house, -2_000], [bob!, 2_000]]);
    await oldPost('seed:trial', [[demo, -10_000], [trial!, 10_000]]);
    for (let i = 0; i < 30; i++) {
      await oldPost(`bet:${i}`, [[alice!, -1_000], [house, 1_000]]);
      if (i % 3 === 0) await oldPost(`win:${i}`, [[house, -2_500], [alice!, 2_500]]);
    }
    await oldPost('transfer:1', [[alice!, -700], [bob!, 700]]);

    expect(await migrate(db)).toEqual([MIGRATION]);

    const stores = createStores(db);
    const expected = { alice: 500_000 - 30_000 + 25_000 - 700, bob: 2_700, trial: 10_000, idle: 0, house: -500_000 - 2_000 + 30_000 - 25_000, demo: -10_000 };
    expect({
      alice: await stores.ledger.balance(alice!), bob: await stores.ledger.balance(bob!), trial: await stores.ledger.balance(trial!),
      idle: await stores.ledger.balance(idle!), house: await stores.ledger.balance(house), demo: await stores.ledger.balance(demo),
    }).toEqual(expected);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);

    // The migrated balance is the one the ledger now checks and moves.
    const move = (key: string, amount: number) =>
      stores.ledger.post({ merchant: 'm1', idempotencyKey: key, kind: 'test', at: T0, entries: [{ accountId: bob!, amount: -amount }, { accountId: house, amount }] });
    await expect(move('after:over', 2_701)).rejects.toBeInstanceOf(InsufficientFundsError);
    await move('after:ok', 2_700);
    expect(await stores.ledger.balance(bob!)).toBe(0);
    const held = await stores.ledger.hold({ merchant: 'm1', walletAccountId: alice!, amount: 100_000, purpose: 'withdrawal', idempotencyKey: 'after:hold', at: T0 });
    expect(held.hold.state).toBe('held');
    expect(await stores.ledger.balance(alice!)).toBe(expected.alice - 100_000);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });
});
