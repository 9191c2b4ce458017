/**
 * Reads for the member's history pages: wallet movements, deposits and withdrawals, a
 * page at a time by keyset (time, then a tie-breaker, newest first), never OFFSET, so the 50th page
 * costs what the first does. Each query walks an index in its own order (migrations 340, 341).
 */
import type { Database } from '../../db/database.ts';

// The range and page a history read takes (query.ts parses them from a request).
export interface HistoryRange {
  from: number;
  to: number;
}

export interface Keyset {
  at: number;
  /** The tie-breaker of the last row: an id (digits) or a round id. */
  key: string;
}

export interface HistoryQuery extends HistoryRange {
  pageSize: number;
  after: Keyset | null;
}

export type MovementType = 'deposit' | 'withdrawal' | 'game' | 'transfer' | 'other';

/** Ledger kinds by the type a member filters on; every other kind is `other`. */
export const MOVEMENT_KINDS: Record<Exclude<MovementType, 'other'>, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['hold', 'hold_release', 'hold_settle', 'withdrawal_refund'],
  game: ['game_bet', 'game_win', 'demo_game_bet', 'demo_game_win'],
  transfer: ['member_transfer', 'transfer.upline', 'transfer.downline'],
};
/**
 * Ledger kinds that pay a member a bonus: the desk's promotions, the reward centre's sign-in,
 * newbie, rescue fund and promo codes (stores/reward-claims.ts posts its claim kind), missions and
 * referral rewards. Profit and loss counts them all as promotions; rebates have their own column.
 */
export const BONUS_KINDS = ['promotion', 'signIn', 'newbie', 'rescueFund', 'promoCode', 'mission', 'referral'] as const;
const NAMED_KINDS = Object.values(MOVEMENT_KINDS).flat();

export function movementType(kind: string): MovementType {
  for (const [type, kinds] of Object.entries(MOVEMENT_KINDS)) if (kinds.includes(kind)) return type as MovementType;
  return 'other';
}

export interface Movement {
  id: number;
  transactionId: number;
  kind: string;
  createdAt: number;
  amount: number;
  balanceAfter: number | null;
  /** The movement's own key, or for a hold's return the key of the hold it closes. */
  sourceKey: string;
  memo: string | null;
}

export interface HistoryStore {
  /** Movements of one ledger account, newest first; `pageSize + 1` rows tell whether more exist. */
  movements(accountId: number, q: HistoryQuery, type: MovementType | 'all'): Promise<Movement[]>;
}

const num = (v: unknown): number => Number(v);

export function createHistoryStore(db: Database): HistoryStore {
  return {
    async movements(accountId, q, type) {
      const params: unknown[] = [accountId, q.from, q.to, q.pageSize + 1];
      let where = 'e.account_id = $1 AND e.created_at >= $2 AND e.created_at < $3';
      if (q.after) {
        params.push(q.after.at, q.after.key);
        where += ` AND (e.created_at, e.id) < ($${params.length - 1}, $${params.length}::bigint)`;
      }
      if (type !== 'all') {
        params.push(type === 'other' ? NAMED_KINDS : MOVEMENT_KINDS[type]);
        where += type === 'other' ? ` AND NOT (e.kind = ANY($${params.length}::text[]))` : ` AND e.kind = ANY($${params.length}::text[])`;
      }
      // The hold a release or settlement closes names what it was for (withdrawal:<id>:hold).
      // Plan on PostgreSQL for 100,000 entries (scripts/bench-history.ts data, 2026-11-26): an index
      // range scan of ledger_entries_history with the keyset row in the Index Cond, 5 buffers, about
      // 0.1 ms at page one and 90,000 rows deep alike; the joins touch only the page's 21 rows.
      const rows = await db.query<Record<string, unknown>>(
        `SELECT e.id, e.transaction_id, e.kind, e.created_at, e.amount, e.balance_after, t.memo,
                COALESCE(ht.idempotency_key, t.idempotency_key) AS source_key
         FROM (SELECT * FROM ledger_entries e WHERE ${where} ORDER BY e.created_at DESC, e.id DESC LIMIT $4) AS e
         JOIN ledger_transactions t ON t.id = e.transaction_id
         LEFT JOIN ledger_holds h ON h.closing_transaction_id = e.transaction_id
         LEFT JOIN ledger_transactions ht ON ht.id = h.hold_transaction_id
         ORDER BY e.created_at DESC, e.id DESC`,
        params,
      );
      return rows.map((r) => ({
        id: num(r.id), transactionId: num(r.transaction_id), kind: String(r.kind), createdAt: num(r.created_at), amount: num(r.amount),
        balanceAfter: r.balance_after === null ? null : num(r.balance_after), sourceKey: String(r.source_key), memo: r.memo === null ? null : String(r.memo),
      }));
    },
  };
}
