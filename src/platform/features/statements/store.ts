/**
 * Sums behind a member's statement, all from the wallet's ledger entries: the balance at a moment
 * (the balance after the last entry before it, exact since postEntries writes it under the
 * wallet's row lock), the range's sums by kind, and lifetime sums by kind. The statement's lines
 * are the history feature's movement pages.
 */
import type { Database } from '../../db/database.ts';
import type { Movement } from '../history/index.ts';

export interface KindSum {
  kind: string;
  inMinor: number;
  outMinor: number;
  count: number;
}

/** One ledger entry of the wallet, as the desk's statement lists it (sourceKey: its transaction's key). */
export type StatementEntry = Omit<Movement, 'memo'>;

export interface StatementStore {
  /** The wallet's balance just before `at` (0 before its first entry). */
  balanceBefore(accountId: number, at: number): Promise<number>;
  /** The range's entries summed by kind: money in, money out (positive) and how many. */
  sumsByKind(accountId: number, from: number, to: number): Promise<KindSum[]>;
  /** Every entry of the wallet of these kinds, summed. */
  lifetimeSum(accountId: number, kinds: readonly string[]): Promise<number>;
  /** A page of the wallet's entries in [from, to), newest first, and how many the range holds. */
  entriesPage(accountId: number, range: { from?: number; to?: number }, page: { offset: number; limit: number }): Promise<{ items: StatementEntry[]; total: number }>;
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
    async entriesPage(accountId, range, page) {
      const where = 'account_id = $1 AND created_at >= $2 AND created_at < $3';
      const bounds = [accountId, range.from ?? 0, range.to ?? Number.MAX_SAFE_INTEGER];
      // Offset paging, as every desk list: a member's wallet is read a page at a time by hand, and
      // the history index (migration 340) serves both the count and the page.
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(
          `SELECT e.id, e.transaction_id, e.kind, e.created_at, e.amount, e.balance_after, t.idempotency_key AS source_key
           FROM (SELECT * FROM ledger_entries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5) AS e
           JOIN ledger_transactions t ON t.id = e.transaction_id
           ORDER BY e.created_at DESC, e.id DESC`,
          [...bounds, page.limit, page.offset],
        ),
        db.query<{ n: unknown }>(`SELECT COUNT(*) AS n FROM ledger_entries WHERE ${where}`, bounds),
      ]);
      return {
        items: rows.map((r) => ({
          id: Number(r.id), transactionId: Number(r.transaction_id), kind: String(r.kind), createdAt: Number(r.created_at), amount: Number(r.amount),
          balanceAfter: r.balance_after === null ? null : Number(r.balance_after), sourceKey: String(r.source_key),
        })),
        total: Number(count[0]?.n ?? 0),
      };
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
