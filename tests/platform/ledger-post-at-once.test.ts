// Movements of one checked account posted with the caller's write in one statement
// (postAllThenWrite): the same rows as posting them one by one, in one round trip; an overdraft at
// any movement refused; anything but the plain case reported for the step-by-step path, with
// nothing kept after the rollback. On PGlite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/platform/db/database.ts';
import { createStores, type Stores } from '../../src/platform/stores.ts';
import { postAllThenWrite, StepwiseNeeded, type AtOnceSource } from '../../src/platform/ledger/post-at-once.ts';
import { InsufficientFundsError, postThenWrite, type FinalWrite, type PostInput } from '../../src/platform/ledger/store.ts';
import { openTestDatabase } from './db-helpers.ts';
import { checkLedger, createWallet, HEALTHY, T0 } from './ledger-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('ledger movements posted at once', ({ id: kind }) => {
  let db: Database;
  let stores: Stores;
  let cleanup: () => Promise<void>;
  let house: number;

  beforeAll(async () => {
    ({ db, cleanup } = await openTestDatabase(kind));
    stores = createStores(db);
    house = await stores.ledger.account('m1', 'house', null, 'VND');
    await db.exec('CREATE TABLE at_once_marks (mark TEXT PRIMARY KEY, balance BIGINT)');
  });
  afterAll(async () => cleanup());

  const fund = (key: string, wallet: number, amount: number) =>
    stores.ledger.post({ merchant: 'm1', idempotencyKey: key, kind: 'test', at: T0, entries: [{ accountId: house, amount: -amount }, { accountId: wallet, amount }] });
  /** A bet of `bet` and a win of `win` (none when 0) of `wallet` against the house. */
  const round = (key: string, wallet: number, bet: number, win: number): PostInput[] => [
    { merchant: 'm1', idempotencyKey: `${key}:bet`, kind: 'bet', at: T0 + 1, entries: [{ accountId: wallet, amount: -bet }, { accountId: house, amount: bet }] },
    ...(win > 0 ? [{ merchant: 'm1', idempotencyKey: `${key}:win`, kind: 'win', at: T0 + 2, entries: [{ accountId: house, amount: -win }, { accountId: wallet, amount: win }] }] : []),
  ];
  /** The caller's row, read from where the statement has the balance after (no row when nothing moved). */
  const mark = (name: string, source: AtOnceSource): FinalWrite => ({
    sql: `INSERT INTO at_once_marks (mark, balance) SELECT $1, ${source.balance} FROM ${source.from} RETURNING mark`,
    params: [name],
    returning: 'mark',
  });
  const counting = (tx: Queryable, seen: string[]): Queryable => ({ query: (sql, params) => (seen.push(sql), tx.query(sql, params)) });
  const entriesOf = async (keyPrefix: string) => (await db.query<Record<string, unknown>>(
    `SELECT e.account_id, e.amount, e.balance_after, e.kind, e.created_at FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE t.idempotency_key LIKE $1 ORDER BY e.id`, [`${keyPrefix}%`]))
    .map((r) => [Number(r.account_id) === house ? 'house' : 'wallet', Number(r.amount), r.balance_after === null ? null : Number(r.balance_after), r.kind, Number(r.created_at)]);
  const houseSlots = async () => new Map((await db.query<{ slot: unknown; balance: unknown }>('SELECT slot, balance FROM ledger_balance_slots WHERE account_id = $1', [house]))
    .map((r) => [Number(r.slot), Number(r.balance)]));

  it('writes a bet, its win, the house\'s share and the caller\'s row in one statement, as posting them one by one does', async () => {
    const a = await createWallet(stores, 'm1', 'once01');
    const b = await createWallet(stores, 'm1', 'once02');
    await fund('once-fund-a', a, 1_000);
    await fund('once-fund-b', b, 1_000);
    const slotsBefore = await houseSlots();
    const seen: string[] = [];
    const atOnce = await db.transaction((tx) => postAllThenWrite(counting(tx, seen), round('once-a', a, 100, 300), a, (source) => mark('once-a', source)));
    expect(seen).toHaveLength(1);
    expect(atOnce.balance).toBe(1_200);
    expect(atOnce.rows).toEqual([{ mark: 'once-a' }]);
    expect(Number((await db.query<{ balance: unknown }>("SELECT balance FROM at_once_marks WHERE mark = 'once-a'"))[0]?.balance)).toBe(1_200);
    // The house's share (300 - 100) in one slot row, the one its first movement's id picks.
    const changed = [...await houseSlots()].filter(([slot, balance]) => (slotsBefore.get(slot) ?? 0) !== balance);
    expect(changed).toEqual([[atOnce.transactionIds[0]! % 16, (slotsBefore.get(atOnce.transactionIds[0]! % 16) ?? 0) - 200]]);
    // One by one, the same movements of another wallet write the same entries.
    await db.transaction((tx) => postThenWrite(tx, async (post) => {
      for (const input of round('once-b', b, 100, 300)) await post(input);
    }, () => null));
    expect(await entriesOf('once-a')).toEqual([['wallet', -100, 900, 'bet', T0 + 1], ['house', 100, null, 'bet', T0 + 1], ['house', -300, null, 'win', T0 + 2], ['wallet', 300, 1_200, 'win', T0 + 2]]);
    expect(await entriesOf('once-b')).toEqual(await entriesOf('once-a'));
    expect(await stores.ledger.balance(a)).toBe(1_200);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });

  it('refuses a bet the wallet cannot cover though its win would: after the rollback nothing moved', async () => {
    const a = await createWallet(stores, 'm1', 'once03');
    await fund('once-fund-c', a, 50);
    const houseBefore = await stores.ledger.balance(house);
    await expect(db.transaction((tx) => postAllThenWrite(tx, round('once-c', a, 100, 300), a, (source) => mark('once-c', source)))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await stores.ledger.balance(a)).toBe(50);
    expect(await stores.ledger.balance(house)).toBe(houseBefore);
    expect(await entriesOf('once-c')).toEqual([]);
    expect(await db.query("SELECT mark FROM at_once_marks WHERE mark = 'once-c'")).toEqual([]);
  });

  it('leaves a retried key, an unknown or another merchant\'s account and a wrong checked account to the step-by-step path', async () => {
    const a = await createWallet(stores, 'm1', 'once04');
    await fund('once-fund-d', a, 1_000);
    const elsewhere = await stores.ledger.account('m2', 'house', null, 'VND');
    await stores.ledger.post(round('once-d', a, 100, 0)[0]!);
    const balanceBefore = await stores.ledger.balance(a);
    const houseBefore = await stores.ledger.balance(house);
    const cases: [string, PostInput[], number][] = [
      ['a retry (its bet posted already)', round('once-d', a, 100, 300), a],
      ['a retry the wallet could no longer cover', round('once-d', a, 5_000, 0), a],
      ['an unknown account', [{ ...round('once-e', a, 100, 0)[0]!, entries: [{ accountId: a, amount: -100 }, { accountId: 987_654_321, amount: 100 }] }], a],
      ['another merchant\'s house', [{ ...round('once-f', a, 100, 0)[0]!, entries: [{ accountId: a, amount: -100 }, { accountId: elsewhere, amount: 100 }] }], a],
      ['the house given as the checked account', round('once-g', a, 100, 0), house],
    ];
    for (const [name, inputs, checked] of cases) {
      await expect(db.transaction((tx) => postAllThenWrite(tx, inputs, checked, (source) => mark(`once-${name}`, source))), name).rejects.toBeInstanceOf(StepwiseNeeded);
    }
    expect(await stores.ledger.balance(a)).toBe(balanceBefore);
    expect(await stores.ledger.balance(house)).toBe(houseBefore);
    expect(await entriesOf('once-d:win')).toEqual([]);
    expect(await db.query("SELECT mark FROM at_once_marks WHERE mark LIKE 'once-%'")).toEqual([{ mark: 'once-a' }]);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });

  it('outside a transaction is all or nothing: a gate that says no, or the write\'s key taken, leaves everything as it was', async () => {
    const a = await createWallet(stores, 'm1', 'once05');
    await fund('once-fund-h', a, 1_000);
    const lockWallet = (bind: (value: unknown) => string) => `SELECT id FROM ledger_accounts WHERE id = ${bind(a)} FOR UPDATE`;
    const posted = await postAllThenWrite(db, round('once-h', a, 100, 0), a, (source) => mark('once-h', source), lockWallet);
    expect(posted.balance).toBe(900);
    const houseBefore = await stores.ledger.balance(house);
    await expect(postAllThenWrite(db, round('once-i', a, 100, 0), a, (source) => mark('once-i', source), () => 'SELECT 1 WHERE false'))
      .rejects.toMatchObject({ notAdmitted: true });
    // The write's row is there already: the statement fails whole, its money included.
    await expect(postAllThenWrite(db, round('once-j', a, 100, 300), a, (source) => mark('once-h', source), lockWallet)).rejects.toMatchObject({ notAdmitted: false });
    expect(await stores.ledger.balance(a)).toBe(900);
    expect(await stores.ledger.balance(house)).toBe(houseBefore);
    expect(await entriesOf('once-i')).toEqual([]);
    expect(await entriesOf('once-j')).toEqual([]);
    expect(await db.query("SELECT mark FROM at_once_marks WHERE mark IN ('once-h', 'once-i', 'once-j')")).toEqual([{ mark: 'once-h' }]);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });
});
