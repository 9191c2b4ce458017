/**
 * The wallet: a double-entry ledger in integer minor units. Money moves only through `post`:
 * one function, one transaction, append-only entries summing to zero, an idempotency key per
 * movement (a replay returns the first result and moves nothing).
 */
import type { Database, Queryable } from '../db/database.ts';

export type AccountKind = 'member' | 'house' | 'demo';

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

export interface PostResult {
  transactionId: number;
  replayed: boolean;
}

export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super(`account ${accountId} has insufficient funds`);
  }
}

export interface LedgerStore {
  account(merchant: string, kind: AccountKind, memberId: number | null, currency: string): Promise<number>;
  post(input: PostInput): Promise<PostResult>;
  balance(accountId: number): Promise<number>;
  entries(accountId: number): Promise<{ transactionId: number; amount: number; kind: string }[]>;
}

const balanceOf = async (q: Queryable, accountId: number): Promise<number> => {
  const rows = await q.query<{ total: unknown }>('SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM ledger_entries WHERE account_id = $1', [accountId]);
  return Number(rows[0]?.total ?? 0);
};

export function createLedgerStore(db: Database): LedgerStore {
  // Account ids never change once created, so a process may remember them.
  const known = new Map<string, number>();
  return {
    async account(merchant, kind, memberId, currency) {
      const cacheKey = `${merchant}\u0000${kind}\u0000${memberId ?? ''}`;
      const cached = known.get(cacheKey);
      if (cached !== undefined) return cached;
      const id = await findOrCreate(merchant, kind, memberId, currency);
      known.set(cacheKey, id);
      return id;
    },
    post: (input) => post(input),
    balance: (accountId) => balanceOf(db, accountId),
    entries: (accountId) => entries(accountId),
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

  async function post(input: PostInput): Promise<PostResult> {
    if (input.entries.length < 2) throw new Error('a movement needs at least two entries');
    for (const e of input.entries) {
      if (!Number.isSafeInteger(e.amount) || e.amount === 0) throw new Error('entry amounts are non-zero integers (minor units)');
    }
    if (input.entries.reduce((sum, e) => sum + e.amount, 0) !== 0) throw new Error('entries must sum to zero');
    return db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: unknown }>(
        `INSERT INTO ledger_transactions (merchant, idempotency_key, kind, memo, created_at) VALUES ($1,$2,$3,$4,$5)
         ON CONFLICT (merchant, idempotency_key) DO NOTHING RETURNING id`,
        [input.merchant, input.idempotencyKey, input.kind, input.memo ?? null, input.at],
      );
      if (!inserted[0]) {
        const existing = await tx.query<{ id: unknown }>('SELECT id FROM ledger_transactions WHERE merchant = $1 AND idempotency_key = $2', [
          input.merchant, input.idempotencyKey,
        ]);
        return { transactionId: Number(existing[0]?.id), replayed: true };
      }
      const transactionId = Number(inserted[0].id);
      // Lock debited member accounts in id order (no deadlocks), then check their balances.
      const debited = input.entries.filter((e) => e.amount < 0).map((e) => e.accountId).sort((a, b) => a - b);
      for (const accountId of debited) {
        const rows = await tx.query<{ kind: string }>('SELECT kind FROM ledger_accounts WHERE id = $1 FOR UPDATE', [accountId]);
        if (!rows[0]) throw new Error(`unknown ledger account ${accountId}`);
        if (rows[0].kind === 'member') {
          const debit = input.entries.filter((e) => e.accountId === accountId).reduce((s, e) => s + e.amount, 0);
          if ((await balanceOf(tx, accountId)) + debit < 0) throw new InsufficientFundsError(accountId);
        }
      }
      for (const e of input.entries) {
        await tx.query('INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES ($1,$2,$3)', [transactionId, e.accountId, e.amount]);
      }
      return { transactionId, replayed: false };
    });
  }

  async function entries(accountId: number): Promise<{ transactionId: number; amount: number; kind: string }[]> {
    const rows = await db.query<Record<string, unknown>>(
      'SELECT e.transaction_id, e.amount, t.kind FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE e.account_id = $1 ORDER BY e.id',
      [accountId],
    );
    return rows.map((r) => ({ transactionId: Number(r.transaction_id), amount: Number(r.amount), kind: String(r.kind) }));
  }
}
