/**
 * The desk report's sums: every member-wallet ledger entry of a merchant in a time range, summed by
 * kind. Member wallets only: the house, hold, payout and deposit accounts are the other side of
 * the same movements, and demo wallets hold no real money.
 */
import type { Database } from '../../db/database.ts';

export interface KindTotal {
  kind: string;
  amountMinor: number;
  count: number;
}

export interface ReportStore {
  /** Member-wallet entries of `merchant` from `from` (the beginning when null) to before `to`, summed by kind. */
  sumsByKind(merchant: string, from: number | null, to: number): Promise<KindTotal[]>;
}

export function createReportStore(db: Database): ReportStore {
  return {
    async sumsByKind(merchant, from, to) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT e.kind, SUM(e.amount) AS total, COUNT(*) AS n
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
         WHERE a.merchant = $1 AND a.kind = 'member' AND e.created_at >= $2 AND e.created_at < $3
         GROUP BY e.kind ORDER BY e.kind`,
        [merchant, from ?? 0, to],
      );
      return rows.map((r) => ({ kind: String(r.kind), amountMinor: Number(r.total), count: Number(r.n) }));
    },
  };
}
