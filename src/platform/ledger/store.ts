/**
 * The wallet: a double-entry ledger in integer minor units. Money moves only through
 * `postEntries`: one function, one transaction, append-only entries summing to zero, an
 * idempotency key per movement (a replay returns the first result and moves nothing). The same
 * transaction adds each entry to its account's `balance` under the account's row lock, so reading
 * a balance is one row, however many entries the account has (busy system accounts such as the
 * house spread theirs over a few slot rows, migration 007). Holds (ledger-holds.ts) are
 * movements too.
 */
import type { Database, Queryable } from '../db/database.ts';
import { createLedgerHolds, type LedgerHolds } from './holds-store.ts';

/** `hold`: one per member, money set aside for a pending withdrawal. `payout`: paid out, per merchant. `deposit`: money arriving through a deposit channel, per merchant. */
export type AccountKind = 'member' | 'house' | 'demo' | 'hold' | 'payout' | 'deposit';

export interface LedgerEntryInput {
  accountId: number;
  amount: number;
}

export interface PostInput {
  merchant: string;
  idempotencyKey: string;
  kind: string;
  memo?: string;
  entries: LedgerEntryInput[];
  at: number;
}

/**
 * The slot-row accounts' (house, demo, payout, deposit) share of the movements posted with it,
 * held back to be written once by `postWithSlotsLast`.
 */
interface SlotShares {
  deltas: Map<number, number>;
  /** The first movement's id, which picks the slot. */
  firstId: number | null;
}

export interface PostResult {
  transactionId: number;
  replayed: boolean;
  /** A new movement's never-negative accounts (member, hold) and their balances after it. */
  balances?: ReadonlyMap<number, number>;
}

export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super(`account ${accountId} has insufficient funds`);
  }
}

export interface LedgerStore extends LedgerHolds {
  account(merchant: string, kind: AccountKind, memberId: number | null, currency: string): Promise<number>;
  post(input: PostInput): Promise<PostResult>;
  /** The account's balance, kept by every posting: constant time. */
  balance(accountId: number): Promise<number>;
  entries(accountId: number): Promise<{ transactionId: number; amount: number; kind: string }[]>;
}

/** Kinds that may never go below zero (the database has the same rule as a CHECK). */
const NEVER_NEGATIVE: readonly string[] = ['member', 'hold'];
/** Balance slots of the other kinds (migration 007 says why). */
export const SLOTS = 16;

/** Refuses a movement that is not balanced whole minor units on at least two entries. */
export function validateMovement(input: PostInput): void {
  if (input.entries.length < 2) throw new Error('a movement needs at least two entries');
  for (const e of input.entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) throw new Error('entry amounts are non-zero integers (minor units)');
  }
  if (input.entries.reduce((sum, e) => sum + e.amount, 0) !== 0) throw new Error('entries must sum to zero');
}

/**
 * The one place money moves, inside the caller's transaction `tx`: records the movement under its
 * idempotency key, changes each account's balance (refusing an overdraft), appends the entries.
 */
export async function postEntries(tx: Queryable, input: PostInput, shares?: SlotShares): Promise<PostResult> {
  validateMovement(input);
  const deltas = new Map<number, number>();
  for (const e of input.entries) deltas.set(e.accountId, (deltas.get(e.accountId) ?? 0) + e.amount);
  const ids = [...deltas.keys()];
  // One round trip for the usual movement (one checked account): its row, its accounts' kinds,
  // the checked account's balance change, its entries and (without `shares`) the slot rows. A
  // replayed key, a refused overdraft or another shape of movement writes nothing but the
  // movement's row, and the kinds it sends back say which it was.
  // Each entry's offset from its account's balance after the whole movement (its account's
  // entries' running sum less their total): the checked account's entries record that balance
  // plus their offset.
  const sums = new Map<number, number>();
  const offsets = input.entries.map((e) => {
    const sum = (sums.get(e.accountId) ?? 0) + e.amount;
    sums.set(e.accountId, sum);
    return sum - deltas.get(e.accountId)!;
  });
  const posted = await tx.query<{ id: unknown; balance: unknown; kinds: (string | null)[] }>(shares ? POST_ONE_CHECKED_SQL : POST_ONE_CHECKED_WITH_SLOTS_SQL, [
    input.merchant, input.idempotencyKey, input.kind, input.memo ?? null, input.at, ids, [...deltas.values()],
    input.entries.map((e) => e.accountId), input.entries.map((e) => e.amount), offsets,
  ]);
  const row = posted[0];
  if (!row || row.id === null || row.id === undefined) {
    const existing = await tx.query<{ id: unknown }>('SELECT id FROM ledger_transactions WHERE merchant = $1 AND idempotency_key = $2', [
      input.merchant, input.idempotencyKey,
    ]);
    return { transactionId: Number(existing[0]?.id), replayed: true };
  }
  const transactionId = Number(row.id);
  const kinds = new Map<number, string>();
  ids.forEach((accountId, i) => {
    const kind = row.kinds[i];
    if (typeof kind !== 'string') throw new Error(`unknown ledger account ${accountId} for merchant ${input.merchant}`);
    kinds.set(accountId, kind);
  });
  // Checked accounts first, then slots, each in account id order: concurrent postings take their
  // locks in one order (no deadlocks). The UPDATE waits for a concurrent posting on the row and
  // re-checks against its result.
  const byId = [...deltas].sort((a, b) => a[0] - b[0]);
  const checked = byId.filter(([id]) => NEVER_NEGATIVE.includes(kinds.get(id)!));
  const slotted = byId.filter(([id]) => !NEVER_NEGATIVE.includes(kinds.get(id)!));
  if (checked.length === 1) {
    const [accountId] = checked[0]!;
    // The statement above wrote it all, or refused the overdraft and wrote nothing more.
    if (row.balance === null || row.balance === undefined) throw new InsufficientFundsError(accountId);
    if (shares) holdBack(shares, slotted, transactionId);
    return { transactionId, replayed: false, balances: new Map([[accountId, Number(row.balance)]]) };
  }
  // A checked account's balance before this movement, read under its row lock: each of its
  // entries then records the exact balance after it (the member's history, migration 340).
  const running = new Map<number, number>();
  for (const [accountId, delta] of checked) {
    const updated = await tx.query<{ balance: unknown }>('UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1 AND balance + $2 >= 0 RETURNING balance', [accountId, delta]);
    if (!updated[0]) throw new InsufficientFundsError(accountId);
    running.set(accountId, Number(updated[0].balance) - delta);
  }
  const balancesAfter = input.entries.map((e) => {
    const before = running.get(e.accountId);
    if (before === undefined) return null;
    running.set(e.accountId, before + e.amount);
    return before + e.amount;
  });
  const entryParams = [transactionId, input.entries.map((e) => e.accountId), input.entries.map((e) => e.amount), balancesAfter, input.kind, input.at];
  if (shares) {
    holdBack(shares, slotted, transactionId);
    await tx.query(ENTRIES_SQL, entryParams);
  } else {
    // The slot rows (in account id order, after the checked accounts' locks) and the entries: one statement.
    await tx.query(SLOTS_AND_ENTRIES_SQL, [...entryParams, transactionId % SLOTS, slotted.map(([id]) => id), slotted.map(([, delta]) => delta)]);
  }
  return { transactionId, replayed: false, balances: new Map([...running]) };
}

function holdBack(shares: SlotShares, slotted: [number, number][], transactionId: number): void {
  for (const [accountId, delta] of slotted) shares.deltas.set(accountId, (shares.deltas.get(accountId) ?? 0) + delta);
  shares.firstId ??= transactionId;
}

/** The never-negative kinds as an SQL list. */
export const CHECKED_KINDS = `(${NEVER_NEGATIVE.map((kind) => `'${kind}'`).join(', ')})`;

/**
 * A movement in one statement: $1 merchant, $2 idempotency key, $3 kind, $4 memo, $5 time; $6 its
 * accounts, $7 each one's delta; $8, $9 and $10 the entries' accounts, amounts and offsets from
 * their account's balance after the movement, in order. Returns the movement's
 * id (null: the key was taken), the checked account's balance after it (null: nothing but the
 * movement's row was written) and the accounts' kinds (null: unknown, or another merchant's).
 * Only a movement with exactly one checked account and every account known changes balances here:
 * its row is updated (refused below zero) before the entries and the slot rows are written from
 * it, so a refused overdraft writes neither, and the slot rows are locked after the checked row.
 * Each entry of the checked account records the balance after it (its new balance plus the
 * entry's offset).
 */
const POST_ONE_CHECKED = `WITH t AS (
       INSERT INTO ledger_transactions (merchant, idempotency_key, kind, memo, created_at) VALUES ($1,$2,$3,$4,$5)
       ON CONFLICT (merchant, idempotency_key) DO NOTHING RETURNING id
     ), k AS (
       SELECT u.id, u.delta, u.n, a.kind FROM unnest($6::bigint[], $7::bigint[]) WITH ORDINALITY AS u(id, delta, n)
       LEFT JOIN ledger_accounts a ON a.id = u.id AND a.merchant = $1
     ), one AS (
       SELECT min(id) FILTER (WHERE kind IN ${CHECKED_KINDS}) AS id, min(delta) FILTER (WHERE kind IN ${CHECKED_KINDS}) AS delta FROM k
       HAVING count(id) FILTER (WHERE kind IN ${CHECKED_KINDS}) = 1 AND bool_and(kind IS NOT NULL)
     ), checked AS (
       UPDATE ledger_accounts a SET balance = a.balance + one.delta FROM one, t
       WHERE a.id = one.id AND a.balance + one.delta >= 0 RETURNING a.id, a.balance
     ), entries AS (
       INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, kind, created_at)
       SELECT t.id, x.account_id, x.amount, CASE WHEN x.account_id = c.id THEN c.balance + x.offset_after END, $3, $5
       FROM t, checked c, unnest($8::bigint[], $9::bigint[], $10::bigint[]) WITH ORDINALITY AS x(account_id, amount, offset_after, n) ORDER BY x.n
     )`;
const POST_ONE_CHECKED_RESULT = 'SELECT (SELECT id FROM t) AS id, (SELECT balance FROM checked) AS balance, ARRAY(SELECT kind FROM k ORDER BY n) AS kinds';
/** POST_ONE_CHECKED with the slot rows: the other accounts' deltas added to slot (movement id mod SLOTS), in account id order. */
const POST_ONE_CHECKED_WITH_SLOTS_SQL = `${POST_ONE_CHECKED}, slots AS (
       INSERT INTO ledger_balance_slots (account_id, slot, balance)
       SELECT k.id, t.id % ${SLOTS}, k.delta FROM t, checked, k WHERE k.kind NOT IN ${CHECKED_KINDS} ORDER BY k.id
       ON CONFLICT (account_id, slot) DO UPDATE SET balance = ledger_balance_slots.balance + EXCLUDED.balance
     )
     ${POST_ONE_CHECKED_RESULT}`;
/** POST_ONE_CHECKED with the slot rows left to `postWithSlotsLast`. */
const POST_ONE_CHECKED_SQL = `${POST_ONE_CHECKED}
     ${POST_ONE_CHECKED_RESULT}`;

/** A movement's entries: $1 its id, $2 account ids, $3 amounts, $4 balances after, $5 kind, $6 time. */
const ENTRIES_SQL = `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, kind, created_at)
     SELECT $1, t.account_id, t.amount, t.balance_after, $5, $6
     FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) WITH ORDINALITY AS t(account_id, amount, balance_after, n) ORDER BY t.n`;
/** Adds deltas ($2 account ids, $3 amounts, in account id order) to slot $1 of each account. */
const SLOTS_SQL = `INSERT INTO ledger_balance_slots (account_id, slot, balance)
       SELECT s.account_id, $1, s.delta FROM unnest($2::bigint[], $3::bigint[]) WITH ORDINALITY AS s(account_id, delta, n) ORDER BY s.n
       ON CONFLICT (account_id, slot) DO UPDATE SET balance = ledger_balance_slots.balance + EXCLUDED.balance`;
/** ENTRIES_SQL with SLOTS_SQL's work on $7, $8, $9. */
const SLOTS_AND_ENTRIES_SQL = `WITH slots AS (
       INSERT INTO ledger_balance_slots (account_id, slot, balance)
       SELECT s.account_id, $7, s.delta FROM unnest($8::bigint[], $9::bigint[]) WITH ORDINALITY AS s(account_id, delta, n) ORDER BY s.n
       ON CONFLICT (account_id, slot) DO UPDATE SET balance = ledger_balance_slots.balance + EXCLUDED.balance
     )
     ${ENTRIES_SQL}`;

/**
 * A write of the caller's run in one statement with the slot rows (`postThenWrite`): one INSERT,
 * UPDATE or DELETE with `RETURNING returning` (named columns), its parameters `$1`..`$n`.
 */
export interface FinalWrite {
  sql: string;
  params: unknown[];
  returning: string;
}

/**
 * Runs `fn`, whose movements (through `post`, in the caller's transaction `tx`) add the slot-row
 * accounts' share to the balances only after `fn` has returned, in one statement. A transaction
 * holds a slot row's lock from its write to its commit: written last, a busy account's row is
 * held for the transaction's final statement instead of for all the work after the first
 * movement, and one slot row per account (the sum of the movements) means two such transactions
 * cannot each hold a row the other waits for. The caller runs nothing in `tx` after this returns
 * but its commit, or the point is lost. A throw from `fn` writes nothing (the caller rolls back).
 */
export async function postWithSlotsLast<T>(tx: Queryable, fn: (post: (input: PostInput) => Promise<PostResult>) => Promise<T>): Promise<T> {
  return (await postThenWrite(tx, fn, () => null)).value;
}

/**
 * `postWithSlotsLast` whose last statement also makes the caller's own last write,
 * `finish(value)` for `fn`'s `value` (none: null), and gives back its rows: the write costs no
 * round trip of its own. The slot rows are written in the same statement, so they stay last.
 */
export async function postThenWrite<T>(
  tx: Queryable, fn: (post: (input: PostInput) => Promise<PostResult>) => Promise<T>, finish: (value: T) => FinalWrite | null,
): Promise<{ value: T; rows: Record<string, unknown>[] }> {
  const shares: SlotShares = { deltas: new Map(), firstId: null };
  const value = await fn((input) => postEntries(tx, input, shares));
  // A share that nets to zero (a win equal to the bet) changes no balance: no row, no lock.
  const moved = [...shares.deltas].filter(([, delta]) => delta !== 0).sort((a, b) => a[0] - b[0]);
  const slots = moved.length > 0 && shares.firstId !== null ? [shares.firstId % SLOTS, moved.map(([id]) => id), moved.map(([, delta]) => delta)] : null;
  const write = finish(value);
  if (!write) {
    if (slots) await tx.query(SLOTS_SQL, slots);
    return { value, rows: [] };
  }
  if (!slots) return { value, rows: await tx.query(write.sql, write.params) };
  const n = write.params.length;
  const sql = `WITH finished AS (${write.sql}), slots AS (
       INSERT INTO ledger_balance_slots (account_id, slot, balance)
       SELECT s.account_id, $${n + 1}, s.delta FROM unnest($${n + 2}::bigint[], $${n + 3}::bigint[]) WITH ORDINALITY AS s(account_id, delta, n) ORDER BY s.n
       ON CONFLICT (account_id, slot) DO UPDATE SET balance = ledger_balance_slots.balance + EXCLUDED.balance
     )
     SELECT ${write.returning} FROM finished`;
  return { value, rows: await tx.query(sql, [...write.params, ...slots]) };
}

/** An account's balance as `q` sees it (its row plus its slot rows). */
export async function balanceOf(q: Queryable, accountId: number): Promise<number> {
  const rows = await q.query<{ balance: unknown }>(
    `SELECT a.balance + COALESCE((SELECT SUM(s.balance) FROM ledger_balance_slots s WHERE s.account_id = a.id), 0) AS balance
     FROM ledger_accounts a WHERE a.id = $1`,
    [accountId],
  );
  if (!rows[0]) throw new Error(`unknown ledger account ${accountId}`);
  return Number(rows[0].balance);
}

export function createLedgerStore(db: Database): LedgerStore {
  // Account ids never change once created, so a process may remember them.
  const known = new Map<string, number>();
  const account = async (merchant: string, kind: AccountKind, memberId: number | null, currency: string): Promise<number> => {
    const cacheKey = `${merchant}\u0000${kind}\u0000${memberId ?? ''}`;
    const cached = known.get(cacheKey);
    if (cached !== undefined) return cached;
    const id = await findOrCreate(merchant, kind, memberId, currency);
    known.set(cacheKey, id);
    return id;
  };
  return {
    account,
    post: (input) => db.transaction((tx) => postEntries(tx, input)),
    balance: (accountId) => balanceOf(db, accountId),
    entries,
    ...createLedgerHolds(db, { account, postEntries }),
  };

  async function findOrCreate(merchant: string, kind: AccountKind, memberId: number | null, currency: string): Promise<number> {
    // Two shapes so each query can use its index (IS NOT DISTINCT FROM cannot).
    const find = () =>
      memberId === null
        ? db.query<{ id: unknown }>('SELECT id FROM ledger_accounts WHERE merchant = $1 AND kind = $2 AND member_id IS NULL', [merchant, kind])
        : db.query<{ id: unknown }>('SELECT id FROM ledger_accounts WHERE merchant = $1 AND kind = $2 AND member_id = $3', [merchant, kind, memberId]);
    const existing = await find();
    if (existing[0]) return Number(existing[0].id);
    await db.query('INSERT INTO ledger_accounts (merchant, kind, member_id, currency) VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING', [
      merchant, kind, memberId, currency,
    ]);
    const rows = await find();
    if (!rows[0]) throw new Error('ledger account missing after insert');
    return Number(rows[0].id);
  }

  async function entries(accountId: number): Promise<{ transactionId: number; amount: number; kind: string }[]> {
    const rows = await db.query<Record<string, unknown>>(
      'SELECT e.transaction_id, e.amount, t.kind FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE e.account_id = $1 ORDER BY e.id',
      [accountId],
    );
    return rows.map((r) => ({ transactionId: Number(r.transaction_id), amount: Number(r.amount), kind: String(r.kind) }));
  }
}
