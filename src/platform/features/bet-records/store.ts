/**
 * Reads for bet records and profit and loss: a member's real-money rounds (demo rounds
 * are play money and never shown), a page at a time by keyset (time, then round id, newest first;
 * migration 460), sums over a whole range, and the range's wallet movements by kind and day.
 * A round counts once settled (balance_after set): before that its win and valid bet are 0.
 */
import type { Database } from '../../db/database.ts';
import type { HistoryQuery, HistoryRange } from '../history/index.ts';

const DAY_MS = 86_400_000;

export interface RoundRow {
  roundId: string;
  createdAt: number;
  gameId: number;
  /** Recorded with the round since migration 420; older rounds take it from the catalogue. */
  gameType: string | null;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
  settled: boolean;
}

/** Which rounds: a category is its recorded type, or for rounds without one their game ids. */
export interface CategoryFilter {
  gameType: string;
  gameIds: number[];
}

export interface RoundSums {
  count: number;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
}

/** Sums of one day (days counted from the epoch in the member's time zone) and game. */
export interface DaySums extends RoundSums {
  day: number;
  gameType: string | null;
  /** Set only where gameType is null (older rounds). */
  gameId: number | null;
}

export interface BetRecordsStore {
  /** `pageSize + 1` rows tell whether more exist. */
  rounds(memberId: number, q: HistoryQuery, category: CategoryFilter | null): Promise<RoundRow[]>;
  /** The desk's offset page of a member's rounds in [from, to), newest first, and how many the range holds. */
  roundsPage(merchant: string, memberId: number, range: { from?: number; to?: number }, page: { offset: number; limit: number }): Promise<{ items: RoundRow[]; total: number }>;
  totals(memberId: number, range: HistoryRange, category: CategoryFilter | null): Promise<RoundSums>;
  roundsByDay(memberId: number, range: HistoryRange, tzOffsetMs: number): Promise<DaySums[]>;
  /** Sum of a wallet's entries of these kinds, per kind and day. */
  walletByDay(accountId: number, range: HistoryRange, kinds: readonly string[], tzOffsetMs: number): Promise<{ kind: string; day: number; amountMinor: number }[]>;
  /** Rebates claimed, per category and day. */
  rebatesByDay(memberId: number, range: HistoryRange, tzOffsetMs: number): Promise<{ category: string; day: number; amountMinor: number }[]>;
}

const SUMS = `COUNT(*) AS n, COALESCE(SUM(bet), 0) AS bet,
  COALESCE(SUM(CASE WHEN balance_after IS NOT NULL THEN bet ELSE 0 END), 0) AS valid,
  COALESCE(SUM(CASE WHEN balance_after IS NOT NULL THEN win ELSE 0 END), 0) AS win`;
const num = (v: unknown): number => Number(v);
const sums = (r: Record<string, unknown> | undefined): RoundSums => ({ count: num(r?.n ?? 0), betMinor: num(r?.bet ?? 0), validBetMinor: num(r?.valid ?? 0), winMinor: num(r?.win ?? 0) });

/** The WHERE of a member's rounds in a range, with its parameters from `$1`. */
function roundsWhere(memberId: number, range: HistoryRange, category: CategoryFilter | null) {
  const params: unknown[] = [memberId, range.from, range.to];
  let where = 'member_id = $1 AND NOT demo AND created_at >= $2 AND created_at < $3';
  if (category) {
    params.push(category.gameType, category.gameIds);
    where += ` AND (game_type = $4 OR (game_type IS NULL AND game_id = ANY($5::int[])))`;
  }
  return { params, where };
}

function roundRow(r: Record<string, unknown>): RoundRow {
  const settled = r.balance_after !== null;
  return {
    roundId: String(r.round_id), createdAt: num(r.created_at), gameId: num(r.game_id), gameType: r.game_type === null ? null : String(r.game_type),
    betMinor: num(r.bet), validBetMinor: settled ? num(r.bet) : 0, winMinor: settled ? num(r.win) : 0, settled,
  };
}

export function createBetRecordsStore(db: Database): BetRecordsStore {
  return {
    async rounds(memberId, q, category) {
      const { params, where: base } = roundsWhere(memberId, q, category);
      let where = base;
      if (q.after) {
        params.push(q.after.at, q.after.key);
        where += ` AND (created_at, round_id) < ($${params.length - 1}, $${params.length})`;
      }
      params.push(q.pageSize + 1);
      const rows = await db.query<Record<string, unknown>>(
        `SELECT round_id, created_at, game_id, game_type, bet, win, balance_after FROM game_rounds
         WHERE ${where} ORDER BY created_at DESC, round_id DESC LIMIT $${params.length}`,
        params,
      );
      return rows.map(roundRow);
    },
    async roundsPage(merchant, memberId, range, page) {
      const where = 'merchant = $1 AND member_id = $2 AND NOT demo AND created_at >= $3 AND created_at < $4';
      const bounds = [merchant, memberId, range.from ?? 0, range.to ?? Number.MAX_SAFE_INTEGER];
      // Offset paging, as every desk list (read a page at a time by hand); game_rounds_member_history
      // (migration 460) serves both the count and the page.
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(
          `SELECT round_id, created_at, game_id, game_type, bet, win, balance_after FROM game_rounds
           WHERE ${where} ORDER BY created_at DESC, round_id DESC LIMIT $5 OFFSET $6`,
          [...bounds, page.limit, page.offset],
        ),
        db.query<{ n: unknown }>(`SELECT COUNT(*) AS n FROM game_rounds WHERE ${where}`, bounds),
      ]);
      return { items: rows.map(roundRow), total: num(count[0]?.n ?? 0) };
    },
    async totals(memberId, range, category) {
      const { params, where } = roundsWhere(memberId, range, category);
      return sums((await db.query<Record<string, unknown>>(`SELECT ${SUMS} FROM game_rounds WHERE ${where}`, params))[0]);
    },
    async roundsByDay(memberId, range, tzOffsetMs) {
      const { params, where } = roundsWhere(memberId, range, null);
      params.push(tzOffsetMs, DAY_MS);
      const rows = await db.query<Record<string, unknown>>(
        `SELECT game_type, CASE WHEN game_type IS NULL THEN game_id END AS game_id, FLOOR((created_at + $4) / $5::numeric) AS day, ${SUMS}
         FROM game_rounds WHERE ${where} GROUP BY 1, 2, 3`,
        params,
      );
      return rows.map((r) => ({ ...sums(r), day: num(r.day), gameType: r.game_type === null ? null : String(r.game_type), gameId: r.game_id === null ? null : num(r.game_id) }));
    },
    async walletByDay(accountId, range, kinds, tzOffsetMs) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT kind, FLOOR((created_at + $5) / $6::numeric) AS day, SUM(amount) AS amount FROM ledger_entries
         WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 AND kind = ANY($4::text[]) GROUP BY 1, 2`,
        [accountId, range.from, range.to, kinds, tzOffsetMs, DAY_MS],
      );
      return rows.map((r) => ({ kind: String(r.kind), day: num(r.day), amountMinor: num(r.amount) }));
    },
    async rebatesByDay(memberId, range, tzOffsetMs) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT a.key AS category, FLOOR((c.created_at + $4) / $5::numeric) AS day, SUM((a.value)::bigint) AS amount
         FROM rebate_claims c, jsonb_each_text(c.amounts) a
         WHERE c.member_id = $1 AND c.created_at >= $2 AND c.created_at < $3 GROUP BY 1, 2`,
        [memberId, range.from, range.to, tzOffsetMs, DAY_MS],
      );
      return rows.map((r) => ({ category: String(r.category), day: num(r.day), amountMinor: num(r.amount) }));
    },
  };
}
