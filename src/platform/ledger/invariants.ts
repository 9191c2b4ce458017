// The ledger's invariants, read straight from the tables (not through the store): every account's
// kept balance (its row plus its slots) equals the sum of its entries, every movement sums to zero,
// and no member wallet or hold account is below zero. The ledger tests and scripts/crash-deposits.ts
// (after a kill -9) check them.
import type { Queryable } from '../db/database.ts';

export interface LedgerInvariantReport {
  /** Accounts whose `balance` differs from the sum of their entries. */
  mismatched: { accountId: number; balance: number; sum: number }[];
  /** Transactions whose entries do not sum to zero. */
  unbalanced: number[];
  /** Member and hold accounts below zero. */
  negative: number[];
  /** Sum of all balances (zero in a closed double-entry ledger). */
  total: number;
  accounts: number;
}

export async function checkLedger(db: Queryable): Promise<LedgerInvariantReport> {
  const rows = await db.query<{ id: unknown; kind: string; balance: unknown; sum: unknown }>(
    `SELECT a.id, a.kind,
       a.balance + COALESCE((SELECT SUM(s.balance) FROM ledger_balance_slots s WHERE s.account_id = a.id), 0) AS balance,
       COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS sum
     FROM ledger_accounts a`,
  );
  const unbalanced = await db.query<{ transaction_id: unknown }>(
    'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0',
  );
  return {
    mismatched: rows
      .filter((r) => Number(r.balance) !== Number(r.sum))
      .map((r) => ({ accountId: Number(r.id), balance: Number(r.balance), sum: Number(r.sum) })),
    unbalanced: unbalanced.map((r) => Number(r.transaction_id)),
    negative: rows.filter((r) => (r.kind === 'member' || r.kind === 'hold') && Number(r.balance) < 0).map((r) => Number(r.id)),
    total: rows.reduce((sum, r) => sum + Number(r.balance), 0),
    accounts: rows.length,
  };
}
