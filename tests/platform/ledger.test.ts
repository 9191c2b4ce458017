// The ledger store: balanced, idempotent, append-only movements; balances kept on the account row
// by each posting; balance = sum of entries after many concurrent postings. On embedded PGlite
// and (when TEST_DATABASE_URL is set) a PostgreSQL server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { createStores, type Stores } from '../../src/platform/stores.ts';
import { InsufficientFundsError, postWithSlotsLast } from '../../src/platform/ledger/store.ts';
import { seededRandom } from '../../src/shared/games/rng.ts';
import { openTestDatabase } from './db-helpers.ts';
import { checkLedger, createWallet, HEALTHY, T0 } from './ledger-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('ledger', ({ id: kind }) => {
  let db: Database;
  let stores: Stores;
  let cleanup: () => Promise<void>;
  let house: number;

  beforeAll(async () => {
    ({ db, cleanup } = await openTestDatabase(kind));
    stores = createStores(db);
    house = await stores.ledger.account('m1', 'house', null, 'VND');
  });
  afterAll(async () => cleanup());

  const move = (key: string, from: number, to: number, amount: number) =>
    stores.ledger.post({ merchant: 'm1', idempotencyKey: key, kind: 'test', entries: [{ accountId: from, amount: -amount }, { accountId: to, amount }], at: T0 });

  it('moves money in balanced, idempotent, append-only transactions', async () => {
    expect(await stores.ledger.account('m1', 'house', null, 'VND')).toBe(house);
    const wallet = await createWallet(stores, 'm1', 'gina01');
    const credit = { merchant: 'm1', idempotencyKey: 'credit-1', kind: 'test', entries: [{ accountId: house, amount: -500 }, { accountId: wallet, amount: 500 }], at: T0 };
    const first = await stores.ledger.post(credit);
    expect(first.replayed).toBe(false);
    expect(await stores.ledger.post(credit)).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(await stores.ledger.balance(wallet)).toBe(500);
    await expect(stores.ledger.post({ ...credit, idempotencyKey: 'bad', entries: [{ accountId: house, amount: -1 }, { accountId: wallet, amount: 2 }] })).rejects.toThrow(/sum to zero/);
    await expect(stores.ledger.post({ ...credit, idempotencyKey: 'frac', entries: [{ accountId: house, amount: -1.5 }, { accountId: wallet, amount: 1.5 }] })).rejects.toThrow(/integers/);
    await expect(move('overdraw', wallet, house, 501)).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(db.query('UPDATE ledger_entries SET amount = 1')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
    expect((await stores.ledger.entries(wallet)).map((e) => e.amount)).toEqual([500]);
  });

  it('records each member entry\'s balance after it, several entries of the account in one movement included', async () => {
    const wallet = await createWallet(stores, 'm1', 'after01');
    const other = await createWallet(stores, 'm1', 'after02');
    await move('after-fund', house, wallet, 1_000);
    // One checked account (one statement), then two (the accounts one by one).
    await stores.ledger.post({ merchant: 'm1', idempotencyKey: 'after-split', kind: 'test', at: T0,
      entries: [{ accountId: wallet, amount: -50 }, { accountId: house, amount: 300 }, { accountId: wallet, amount: -200 }, { accountId: wallet, amount: -50 }] });
    await stores.ledger.post({ merchant: 'm1', idempotencyKey: 'after-two', kind: 'test', at: T0,
      entries: [{ accountId: wallet, amount: -100 }, { accountId: other, amount: 100 }, { accountId: wallet, amount: -20 }, { accountId: other, amount: 20 }] });
    const after = async (accountId: number) => (await db.query<{ amount: unknown; balance_after: unknown }>(
      'SELECT amount, balance_after FROM ledger_entries WHERE account_id = $1 ORDER BY id', [accountId])).map((r) => [Number(r.amount), r.balance_after === null ? null : Number(r.balance_after)]);
    expect(await after(wallet)).toEqual([[1_000, 1_000], [-50, 950], [-200, 750], [-50, 700], [-100, 600], [-20, 580]]);
    expect(await after(other)).toEqual([[100, 100], [20, 120]]);
    // The house keeps no running balance (its slot rows have none).
    const houseRows = await db.query<{ balance_after: unknown }>(
      "SELECT e.balance_after FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE e.account_id = $1 AND t.idempotency_key LIKE 'after-%'", [house]);
    expect(houseRows.map((r) => r.balance_after)).toEqual([null, null]);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });

  it('keeps each balance on the account row, with several entries per account in one movement', async () => {
    const a = await createWallet(stores, 'm1', 'kept01');
    const b = await createWallet(stores, 'm1', 'kept02');
    const before = await stores.ledger.balance(house);
    await stores.ledger.post({
      merchant: 'm1', idempotencyKey: 'kept-split', kind: 'test', at: T0,
      entries: [{ accountId: house, amount: -300 }, { accountId: a, amount: 100 }, { accountId: a, amount: 150 }, { accountId: b, amount: 50 }],
    });
    expect([await stores.ledger.balance(a), await stores.ledger.balance(b), await stores.ledger.balance(house)]).toEqual([250, 50, before - 300]);
    const rows = await db.query<{ balance: unknown }>('SELECT balance FROM ledger_accounts WHERE id = $1', [a]);
    expect(Number(rows[0]?.balance)).toBe(250);
    // An overdraft anywhere in a movement moves nothing at all.
    await expect(
      stores.ledger.post({
        merchant: 'm1', idempotencyKey: 'kept-over', kind: 'test', at: T0,
        entries: [{ accountId: a, amount: -250 }, { accountId: b, amount: -51 }, { accountId: house, amount: 301 }],
      }),
    ).rejects.toEqual(new InsufficientFundsError(b));
    expect([await stores.ledger.balance(a), await stores.ledger.balance(b)]).toEqual([250, 50]);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });

  it('refuses accounts of another merchant and unknown accounts', async () => {
    const wallet = await createWallet(stores, 'm1', 'owner01');
    const otherHouse = await stores.ledger.account('m2', 'house', null, 'VND');
    await expect(move('cross', otherHouse, wallet, 10)).rejects.toThrow(/unknown ledger account/);
    await expect(move('ghost', house, 987654321, 10)).rejects.toThrow(/unknown ledger account/);
    await expect(stores.ledger.balance(987654321)).rejects.toThrow(/unknown ledger account/);
    expect(await stores.ledger.balance(wallet)).toBe(0);
  });

  it('the database itself refuses a member balance below zero', async () => {
    const wallet = await createWallet(stores, 'm1', 'check01');
    await expect(db.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [wallet])).rejects.toThrow(/ledger_accounts_never_negative/);
  });

  it('never overdraws under concurrent debits', async () => {
    const wallet = await createWallet(stores, 'm1', 'hank01');
    await move('hank-credit', house, wallet, 1000);
    const debits = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => move(`hank-debit-${i}`, wallet, house, 300)));
    expect(debits.filter((d) => d.status === 'fulfilled')).toHaveLength(3);
    expect(await stores.ledger.balance(wallet)).toBe(100);
  });

  it('balance = sum of entries after 600 concurrent postings, replays and overdraft attempts', async () => {
    const random = seededRandom(12);
    const wallets = await Promise.all(Array.from({ length: 6 }, (_, i) => createWallet(stores, 'm1', `inv0${i}`)));
    for (const [i, w] of wallets.entries()) await move(`inv-credit-${i}`, house, w, 1000);
    const pickWallet = () => wallets[Math.floor(random() * wallets.length)]!;
    const work = Array.from({ length: 600 }, (_, i) => {
      const roll = random();
      const amount = 1 + Math.floor(random() * 400);
      // Some keys repeat on purpose: a replay must move nothing.
      const key = roll < 0.1 ? `inv-${Math.floor(i / 2)}-dup` : `inv-${i}`;
      const from = pickWallet();
      const to = wallets[(wallets.indexOf(from) + 1 + Math.floor(random() * (wallets.length - 1))) % wallets.length]!;
      if (roll < 0.5) return move(key, from, to, amount);
      if (roll < 0.8) return move(key, from, house, amount);
      return move(key, house, to, amount);
    });
    const results = await Promise.allSettled(work);
    const failures = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
    expect(failures.every((f) => f instanceof InsufficientFundsError)).toBe(true);
    // The mix must exercise both paths, or the test proves little.
    expect(failures.length).toBeGreaterThan(20);
    expect(results.length - failures.length).toBeGreaterThan(200);
    const report = await checkLedger(db);
    expect(report).toMatchObject(HEALTHY);
    for (const w of wallets) {
      const sum = (await stores.ledger.entries(w)).reduce((s, e) => s + e.amount, 0);
      expect(await stores.ledger.balance(w)).toBe(sum);
    }
  });

  it('writes the slot accounts\' share of several movements once, after them, as their sum (none when it nets to zero)', async () => {
    const wallet = await createWallet(stores, 'm1', 'last01');
    await move('last-fund', house, wallet, 1000);
    const houseSlots = async () => (await db.query<{ s: unknown }>('SELECT COALESCE(SUM(balance), 0) AS s FROM ledger_balance_slots WHERE account_id = $1', [house]))[0]?.s;
    const houseBefore = await stores.ledger.balance(house);
    const pair = (key: string, amount: number) => ({ merchant: 'm1', idempotencyKey: key, kind: 'test', at: T0, entries: [{ accountId: wallet, amount: -amount }, { accountId: house, amount }] });
    const slotWrites = async (fn: (post: (input: ReturnType<typeof pair>) => Promise<unknown>) => Promise<void>) => {
      let writes = 0;
      let duringFn: unknown;
      await db.transaction((tx) => {
        const counting = { query: <T,>(sql: string, params?: unknown[]) => (sql.includes('ledger_balance_slots') && writes++, tx.query<T>(sql, params)) };
        return postWithSlotsLast(counting, async (post) => {
          await fn(post);
          duringFn = writes;
        });
      });
      return { duringFn, writes };
    };
    const slotsBefore = Number(await houseSlots());
    expect(await slotWrites(async (post) => {
      await post(pair('last-a', 300));
      await post(pair('last-b', -100));
    })).toEqual({ duringFn: 0, writes: 1 });
    expect(Number(await houseSlots())).toBe(slotsBefore + 200);
    expect(await slotWrites(async (post) => {
      await post(pair('last-c', 50));
      await post(pair('last-d', -50));
    })).toEqual({ duringFn: 0, writes: 0 });
    expect(await stores.ledger.balance(wallet)).toBe(800);
    expect(await stores.ledger.balance(house)).toBe(houseBefore + 200);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });
});
