/**
 * Sums behind a member's statement, all from the wallet's ledger entries: the balance at a moment
 * (the balance after the last entry before it, exact since postEntries writes it under the
 * wallet's row lock), the range's sums by kind, and lifetime sums by kind. The statement's lines
 * are the history feature's movement pages.
 */
import type { Database } from '../../db/database.ts';

export interface KindSum {
  kind: string;
  inMinor: number;
  outMinor: number;
  count: number;
}

export interface StatementStore {
  /** The wallet's balance just before `at` (0 before its first entry). */
  balanceBefore(accountId: number, at: number): Promise<number>;
  /** The range's entries summed by kind: money in, money out (positive) and how many. */
  sumsByKind(accountId: number, from: number, to: number): Promise<KindSum[]>;
  /** Every entry of the wallet of these kinds, summed. */
  lifetimeSum(accountId: number, kinds: readonly string[]): Promise<number>;
  /** The game of each of a member's rounds. */
  roundGames(merchant: string, memberId: number, roundIds: readonly string[]): Promise<Map<string, number>>;
}

export function createStatementStore(db: Database): StatementStore {
  return {
    async balanceBefore(accountId, at) {
      // The history index (migration 340) in its own order: one row.
      const rows = await db.query<{ balance_after: unknown }>(
        'SELECT balance_after FROM ledger_entries WHERE account_id = $1 AND created_at < $2 ORDER BY created_at DESC, id DESC LIMIT 1',
        [accountId, at],
      );
      return rows[0] ? Number(rows[0].balance_after) : 0;
    },
    async sumsByKind(accountId, from, to) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT kind, SUM(CASE WHEN amount > 0 THEN amount ELSE 0 END) AS money_in, SUM(CASE WHEN amount < 0 THEN -amount ELSE 0 END) AS money_out, COUNT(*) AS n
         FROM ledger_entries WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY kind ORDER BY kind`,
        [accountId, from, to],
      );
      return rows.map((r) => ({ kind: String(r.kind), inMinor: Number(r.money_in), outMinor: Number(r.money_out), count: Number(r.n) }));
    },
    async lifetimeSum(accountId, kinds) {
      const rows = await db.query<{ total: unknown }>(
        'SELECT COALESCE(SUM(amount), 0) AS total FROM ledger_entries WHERE account_id = $1 AND kind = ANY($2::text[])',
        [accountId, [...kinds]],
      );
      return Number(rows[0]?.total ?? 0);
    },
    async roundGames(merchant, memberId, roundIds) {
      if (!roundIds.length) return new Map();
      const rows = await db.query<{ round_id: string; game_id: unknown }>(
        'SELECT round_id, game_id FROM game_rounds WHERE merchant = $1 AND member_id = $2 AND round_id = ANY($3::text[])',
        [merchant, memberId, [...roundIds]],
      );
      return new Map(rows.map((r) => [r.round_id, Number(r.game_id)]));
    },
  };
}
