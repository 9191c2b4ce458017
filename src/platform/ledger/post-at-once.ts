/**
 * Several movements of one checked account (a game round's bet and win) and the caller's write of
 * one row in a single statement: under load a round's time is mostly its round trips, and a
 * single statement is atomic without BEGIN and COMMIT around it. It writes what `postThenWrite`
 * writes for the same movements (the movements' rows, the checked account's balance refused below
 * zero, the entries with its balance after each, the slot-row accounts' summed share in the slot
 * row the first movement's id picks) and takes the locks in the same order: the caller's gate
 * (such as a member's row), the checked account's row, the slot rows.
 *
 * Only the plain case is written: every key new, every account known and the merchant's, the
 * checked account the only one of a checked kind, the gate passed, the caller's row new. Anything
 * else writes nothing and throws; the caller posts the movements one by one (`postThenWrite`), in
 * a transaction, which handles each case.
 */
import type { Queryable } from '../db/database.ts';
import { CHECKED_KINDS, InsufficientFundsError, SLOTS, validateMovement, type FinalWrite, type PostInput } from './store.ts';

/**
 * The statement met something other than the plain case and wrote nothing that may be kept (a
 * caller in a transaction rolls it back). `notAdmitted`: only the gate said no.
 */
export class StepwiseNeeded extends Error {
  constructor(readonly notAdmitted = false) {
    super(notAdmitted ? 'these movements were not admitted' : 'these movements are posted one by one');
  }
}

/** Where the final write reads the checked account's balance after the movements: `SELECT ... ${balance} ... FROM ${from}` (no row when nothing moved). */
export interface AtOnceSource {
  balance: string;
  from: string;
}

/**
 * An SQL SELECT run before anything is written; nothing is unless it returns a row. It may lock
 * rows (FOR UPDATE), before the checked account's. `bind(value)` gives a value's placeholder.
 */
export type Gate = (bind: (value: unknown) => string) => string;

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Posts `inputs` in order together with `finish(source)`, a write of one row read from `source`
 * (so it writes nothing when nothing moved), and gives back the checked account's balance after
 * and the write's rows. All or nothing, so `q` may be outside a transaction (the statement is
 * then its own). Throws InsufficientFundsError when a movement would take the checked account
 * below zero, StepwiseNeeded for anything else not posted (a unique key of the write or of a
 * movement taken meanwhile included).
 */
export async function postAllThenWrite(
  q: Queryable, inputs: PostInput[], checkedAccount: number, finish: (source: AtOnceSource) => FinalWrite, gate?: Gate,
): Promise<{ balance: number; transactionIds: number[]; rows: Record<string, unknown>[] }> {
  if (inputs.length === 0) throw new Error('no movements to post');
  const merchant = inputs[0]!.merchant;
  if (inputs.some((input) => input.merchant !== merchant)) throw new Error('movements posted at once are one merchant\'s');
  for (const input of inputs) validateMovement(input);
  if (!inputs.some((input) => input.entries.some((e) => e.accountId === checkedAccount))) throw new Error('the checked account has no entry');
  const entries = inputs.flatMap((input, m) => input.entries.map((e) => ({ ...e, m: m + 1 })));
  // The checked account's net, and its lowest running balance at the end of a movement (each
  // movement must leave it at zero or above, as when they are posted one by one).
  let net = 0;
  let lowest = 0;
  for (const input of inputs) {
    net += input.entries.reduce((sum, e) => sum + (e.accountId === checkedAccount ? e.amount : 0), 0);
    lowest = Math.min(lowest, net);
  }
  // Each entry of the checked account records its new balance plus the entry's offset from it.
  let running = 0;
  const offsets = entries.map((e) => (e.accountId === checkedAccount ? (running += e.amount) - net : 0));
  const shares = new Map<number, number>();
  for (const e of entries) if (e.accountId !== checkedAccount) shares.set(e.accountId, (shares.get(e.accountId) ?? 0) + e.amount);
  // In account id order (the lock order of postEntries); a share that nets to zero writes no row.
  const slotted = [...shares].filter(([, delta]) => delta !== 0).sort((a, b) => a[0] - b[0]);
  const write = finish({ balance: 'checked.balance', from: 'checked' });
  const params: unknown[] = [...write.params];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const m = bind(merchant);
  const keys = bind(inputs.map((i) => i.idempotencyKey));
  const kinds = bind(inputs.map((i) => i.kind));
  const ats = bind(inputs.map((i) => i.at));
  const checked = bind(checkedAccount);
  const gateSql = gate?.(bind);
  // A key taken already fails the insert into ledger_transactions on its unique index, which
  // undoes the whole statement (StepwiseNeeded below). `free` is read only when the checked
  // account did not move, to tell a retry from a bet the wallet cannot cover: a plan cached
  // while the table was small searches all the merchant's transactions for it.
  const sql = `WITH k AS (
       SELECT u.id, a.kind FROM unnest(${bind([...new Set(entries.map((e) => e.accountId))])}::bigint[]) AS u(id) LEFT JOIN ledger_accounts a ON a.id = u.id AND a.merchant = ${m}
     ), plain AS (
       SELECT bool_and(COALESCE(CASE WHEN k.id = ${checked} THEN k.kind IN ${CHECKED_KINDS} ELSE k.kind NOT IN ${CHECKED_KINDS} END, false)) AS ok FROM k
     ), free AS (
       SELECT NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.merchant = ${m} AND l.idempotency_key = ANY(${keys}::text[])) AS ok
     ), gate AS (${gateSql ?? 'SELECT 1'}
     ), checked AS (
       UPDATE ledger_accounts a SET balance = a.balance + ${bind(net)}
       WHERE a.id = ${checked} AND a.balance + ${bind(lowest)} >= 0 AND (SELECT ok FROM plain) AND EXISTS (SELECT 1 FROM gate)
       RETURNING a.balance
     ), t AS (
       INSERT INTO ledger_transactions (merchant, idempotency_key, kind, memo, created_at)
       SELECT ${m}, x.key, x.kind, x.memo, x.at FROM checked, unnest(${keys}::text[], ${kinds}::text[], ${bind(inputs.map((i) => i.memo ?? null))}::text[], ${ats}::bigint[]) WITH ORDINALITY AS x(key, kind, memo, at, n)
       ORDER BY x.n RETURNING id, idempotency_key
     ), entries AS (
       INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, kind, created_at)
       SELECT t.id, e.account_id, e.amount, CASE WHEN e.account_id = ${checked} THEN c.balance + e.offset_after END, (${kinds}::text[])[e.m], (${ats}::bigint[])[e.m]
       FROM checked c, unnest(${bind(entries.map((e) => e.m))}::int[], ${bind(entries.map((e) => e.accountId))}::bigint[], ${bind(entries.map((e) => e.amount))}::bigint[], ${bind(offsets)}::bigint[])
         WITH ORDINALITY AS e(m, account_id, amount, offset_after, n)
       JOIN t ON t.idempotency_key = (${keys}::text[])[e.m] ORDER BY e.n
     ), slots AS (
       INSERT INTO ledger_balance_slots (account_id, slot, balance)
       SELECT s.account_id, (SELECT min(id) FROM t) % ${SLOTS}, s.delta FROM checked, unnest(${bind(slotted.map(([id]) => id))}::bigint[], ${bind(slotted.map(([, delta]) => delta))}::bigint[]) WITH ORDINALITY AS s(account_id, delta, n)
       ORDER BY s.n
       ON CONFLICT (account_id, slot) DO UPDATE SET balance = ledger_balance_slots.balance + EXCLUDED.balance
     ), finished AS (${write.sql})
     SELECT (SELECT ok FROM plain) AS plain, CASE WHEN EXISTS (SELECT 1 FROM checked) THEN true ELSE (SELECT ok FROM free) END AS free, EXISTS (SELECT 1 FROM gate) AS admitted, (SELECT balance FROM checked) AS balance,
       ARRAY(SELECT id FROM t ORDER BY id) AS ids, (SELECT json_agg(f) FROM finished f) AS written`;
  let row;
  try {
    row = (await q.query<{ plain: unknown; free: unknown; admitted: unknown; balance: unknown; ids: unknown[]; written: unknown }>(sql, params))[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new StepwiseNeeded();
    throw error;
  }
  if (row.plain !== true || row.free !== true) throw new StepwiseNeeded();
  if (row.admitted !== true) throw new StepwiseNeeded(true);
  if (row.balance === null || row.balance === undefined) throw new InsufficientFundsError(checkedAccount);
  const written = typeof row.written === 'string' ? JSON.parse(row.written) as unknown : row.written;
  return { balance: Number(row.balance), transactionIds: row.ids.map(Number), rows: Array.isArray(written) ? written as Record<string, unknown>[] : [] };
}
