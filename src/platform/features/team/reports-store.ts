/**
 * Reads for the agent centre's team reports: the rounds, money movements and profit
 * figures of an agent's whole downline (members.upline_id, every level). Every query starts with
 * the recursive walk down from the agent (stores/team.ts), so no row of another team is read; a
 * member filter narrows the walk's result, never widens it. Pages go by keyset, never OFFSET
 * (migration 510 has the indexes in the pages' order).
 */
import type { TeamProfitFigures } from '../../../generated/api/common/team-profit-figures.ts';
import type { Database } from '../../db/database.ts';
import type { HistoryRange } from '../history/index.ts';
import { BONUS_KINDS, MOVEMENT_KINDS } from '../history/index.ts';
import type { CategoryFilter, RoundSums } from '../bet-records/index.ts';

export type TeamMoneyType = 'deposit' | 'withdrawal' | 'transfer';
export const TEAM_MONEY_KINDS: Record<TeamMoneyType, readonly string[]> = {
  deposit: MOVEMENT_KINDS.deposit,
  withdrawal: MOVEMENT_KINDS.withdrawal,
  transfer: MOVEMENT_KINDS.transfer,
};
const ALL_MONEY_KINDS = Object.values(TEAM_MONEY_KINDS).flat();

/** Which downline members: all of them, or one (already known to be in the team). */
export interface TeamFilter {
  memberId: number | null;
}

export interface TeamRound {
  memberId: number;
  username: string;
  roundId: string;
  createdAt: number;
  gameId: number;
  gameType: string | null;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
  settled: boolean;
}

/** The last row of a rounds page: rounds of two members may share a time and a round id. */
export interface RoundKey {
  at: number;
  memberId: number;
  roundId: string;
}

export interface TeamMovement {
  id: number;
  memberId: number;
  username: string;
  transactionId: number;
  kind: string;
  createdAt: number;
  amount: number;
  sourceKey: string;
  memo: string | null;
}

export interface MoneyTotals {
  count: number;
  depositMinor: number;
  withdrawalMinor: number;
  transferInMinor: number;
  transferOutMinor: number;
}

/** One member's sums for a range, straight from the tables: the call schema's figures but profit (the service's). */
export type MemberSums = Omit<TeamProfitFigures, 'profitMinor'> & { memberId: number; username: string };

export interface TeamReportsStore {
  /** `limit` rows, newest first, after `after`. */
  rounds(merchant: string, agentId: number, range: HistoryRange, filter: TeamFilter & { category: CategoryFilter | null }, page: { limit: number; after: RoundKey | null }): Promise<TeamRound[]>;
  roundTotals(merchant: string, agentId: number, range: HistoryRange, filter: TeamFilter & { category: CategoryFilter | null }): Promise<RoundSums>;
  movements(merchant: string, agentId: number, range: HistoryRange, filter: TeamFilter & { type: TeamMoneyType | 'all' }, page: { limit: number; after: { at: number; id: number } | null }): Promise<TeamMovement[]>;
  movementTotals(merchant: string, agentId: number, range: HistoryRange, filter: TeamFilter & { type: TeamMoneyType | 'all' }): Promise<MoneyTotals>;
  /** Every team member with a figure in the range. */
  profit(merchant: string, agentId: number, range: HistoryRange, filter: TeamFilter): Promise<MemberSums[]>;
}

/** The agent's downline (id, username), every level, optionally only one member: `$1` merchant, `$2` agent, `$3` member or null. */
const TEAM = `team_all AS (
  SELECT id, username FROM members WHERE merchant = $1 AND upline_id = $2
  UNION ALL
  SELECT m.id, m.username FROM members m JOIN team_all t ON m.upline_id = t.id WHERE m.merchant = $1
), team AS (SELECT id, username FROM team_all WHERE $3::bigint IS NULL OR id = $3)`;

/** Kinds of contract payouts (contract settlement names them salary.* / dividend.*). */
const SALARY_KIND = `(e.kind LIKE 'salary%' OR e.kind LIKE 'dividend%')`;

const num = (v: unknown): number => Number(v ?? 0);
/** A sum turned to the member's side; never -0 (the answer must read back as it was written). */
const neg = (v: unknown): number => (num(v) === 0 ? 0 : -num(v));

function roundWhere(params: unknown[], range: HistoryRange, category: CategoryFilter | null): string {
  params.push(range.from, range.to);
  let where = `r.merchant = $1 AND NOT r.demo AND r.created_at >= $${params.length - 1} AND r.created_at < $${params.length}`;
  if (category) {
    params.push(category.gameType, category.gameIds);
    where += ` AND (r.game_type = $${params.length - 1} OR (r.game_type IS NULL AND r.game_id = ANY($${params.length}::int[])))`;
  }
  return where;
}

function moneyWhere(params: unknown[], range: HistoryRange, type: TeamMoneyType | 'all'): string {
  params.push(range.from, range.to, type === 'all' ? ALL_MONEY_KINDS : TEAM_MONEY_KINDS[type]);
  return `e.created_at >= $${params.length - 2} AND e.created_at < $${params.length - 1} AND e.kind = ANY($${params.length}::text[])`;
}

export function createTeamReportsStore(db: Database): TeamReportsStore {
  return {
    async rounds(merchant, agentId, range, filter, { limit, after }) {
      const params: unknown[] = [merchant, agentId, filter.memberId];
      let where = roundWhere(params, range, filter.category);
      if (after) {
        params.push(after.at, after.memberId, after.roundId);
        where += ` AND (r.created_at, r.member_id, r.round_id) < ($${params.length - 2}, $${params.length - 1}, $${params.length})`;
      }
      params.push(limit);
      const rows = await db.query<Record<string, unknown>>(
        `WITH RECURSIVE ${TEAM}
         SELECT r.member_id, t.username, r.round_id, r.created_at, r.game_id, r.game_type, r.bet, r.win, r.balance_after
         FROM game_rounds r JOIN team t ON t.id = r.member_id
         WHERE ${where}
         ORDER BY r.created_at DESC, r.member_id DESC, r.round_id DESC LIMIT $${params.length}`,
        params,
      );
      return rows.map((r) => {
        const settled = r.balance_after !== null && r.balance_after !== undefined;
        return {
          memberId: num(r.member_id), username: String(r.username), roundId: String(r.round_id), createdAt: num(r.created_at),
          gameId: num(r.game_id), gameType: r.game_type === null || r.game_type === undefined ? null : String(r.game_type),
          betMinor: num(r.bet), validBetMinor: settled ? num(r.bet) : 0, winMinor: settled ? num(r.win) : 0, settled,
        };
      });
    },

    async roundTotals(merchant, agentId, range, filter) {
      const params: unknown[] = [merchant, agentId, filter.memberId];
      const where = roundWhere(params, range, filter.category);
      const [r] = await db.query<Record<string, unknown>>(
        `WITH RECURSIVE ${TEAM}
         SELECT COUNT(*) AS n, COALESCE(SUM(r.bet), 0) AS bet,
           COALESCE(SUM(CASE WHEN r.balance_after IS NOT NULL THEN r.bet ELSE 0 END), 0) AS valid,
           COALESCE(SUM(CASE WHEN r.balance_after IS NOT NULL THEN r.win ELSE 0 END), 0) AS win
         FROM game_rounds r JOIN team t ON t.id = r.member_id WHERE ${where}`,
        params,
      );
      return { count: num(r?.n), betMinor: num(r?.bet), validBetMinor: num(r?.valid), winMinor: num(r?.win) };
    },

    async movements(merchant, agentId, range, filter, { limit, after }) {
      const params: unknown[] = [merchant, agentId, filter.memberId];
      let where = moneyWhere(params, range, filter.type);
      if (after) {
        params.push(after.at, after.id);
        where += ` AND (e.created_at, e.id) < ($${params.length - 1}, $${params.length}::bigint)`;
      }
      params.push(limit);
      // The hold a release or settlement closes names what it was for (withdrawal:<id>:hold), as in the member's history.
      const rows = await db.query<Record<string, unknown>>(
        `WITH RECURSIVE ${TEAM},
         page AS (
           SELECT e.id, e.transaction_id, e.kind, e.created_at, e.amount, t.id AS member_id, t.username
           FROM ledger_entries e
           JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member' AND a.merchant = $1
           JOIN team t ON t.id = a.member_id
           WHERE ${where}
           ORDER BY e.created_at DESC, e.id DESC LIMIT $${params.length}
         )
         SELECT p.*, x.memo, COALESCE(hx.idempotency_key, x.idempotency_key) AS source_key
         FROM page p
         JOIN ledger_transactions x ON x.id = p.transaction_id
         LEFT JOIN ledger_holds h ON h.closing_transaction_id = p.transaction_id
         LEFT JOIN ledger_transactions hx ON hx.id = h.hold_transaction_id
         ORDER BY p.created_at DESC, p.id DESC`,
        params,
      );
      return rows.map((r) => ({
        id: num(r.id), memberId: num(r.member_id), username: String(r.username), transactionId: num(r.transaction_id), kind: String(r.kind),
        createdAt: num(r.created_at), amount: num(r.amount), sourceKey: String(r.source_key), memo: r.memo === null || r.memo === undefined ? null : String(r.memo),
      }));
    },

    async movementTotals(merchant, agentId, range, filter) {
      const params: unknown[] = [merchant, agentId, filter.memberId];
      const where = moneyWhere(params, range, filter.type);
      params.push(TEAM_MONEY_KINDS.deposit, TEAM_MONEY_KINDS.withdrawal, TEAM_MONEY_KINDS.transfer);
      const n = params.length;
      const [r] = await db.query<Record<string, unknown>>(
        `WITH RECURSIVE ${TEAM}
         SELECT COUNT(*) AS n,
           COALESCE(SUM(CASE WHEN e.kind = ANY($${n - 2}::text[]) THEN e.amount END), 0) AS deposit,
           COALESCE(SUM(CASE WHEN e.kind = ANY($${n - 1}::text[]) THEN e.amount END), 0) AS withdrawal,
           COALESCE(SUM(CASE WHEN e.kind = ANY($${n}::text[]) AND e.amount > 0 THEN e.amount END), 0) AS transfer_in,
           COALESCE(SUM(CASE WHEN e.kind = ANY($${n}::text[]) AND e.amount < 0 THEN e.amount END), 0) AS transfer_out
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member' AND a.merchant = $1
         JOIN team t ON t.id = a.member_id
         WHERE ${where}`,
        params,
      );
      return {
        count: num(r?.n), depositMinor: num(r?.deposit),
        // Holds are negative on the wallet, returns and refunds positive: the net taken out.
        withdrawalMinor: neg(r?.withdrawal), transferInMinor: num(r?.transfer_in), transferOutMinor: neg(r?.transfer_out),
      };
    },

    async profit(merchant, agentId, range, filter) {
      const rows = await db.query<Record<string, unknown>>(
        `WITH RECURSIVE ${TEAM},
         rounds AS (
           SELECT r.member_id, SUM(r.bet) AS bet,
             SUM(CASE WHEN r.balance_after IS NOT NULL THEN r.bet ELSE 0 END) AS valid,
             SUM(CASE WHEN r.balance_after IS NOT NULL THEN r.win ELSE 0 END) AS win
           FROM game_rounds r JOIN team t ON t.id = r.member_id
           WHERE r.merchant = $1 AND NOT r.demo AND r.created_at >= $4 AND r.created_at < $5
           GROUP BY r.member_id
         ),
         money AS (
           SELECT a.member_id,
             SUM(CASE WHEN e.kind = ANY($6::text[]) THEN e.amount ELSE 0 END) AS deposit,
             SUM(CASE WHEN e.kind = ANY($7::text[]) THEN e.amount ELSE 0 END) AS withdrawal,
             SUM(CASE WHEN e.kind = 'rebate' THEN e.amount ELSE 0 END) AS rebate,
             SUM(CASE WHEN ${SALARY_KIND} THEN e.amount ELSE 0 END) AS salary,
             SUM(CASE WHEN e.kind = ANY($8::text[]) THEN e.amount ELSE 0 END) AS promotion
           FROM ledger_entries e
           JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member' AND a.merchant = $1
           JOIN team t ON t.id = a.member_id
           WHERE e.created_at >= $4 AND e.created_at < $5
             AND (e.kind = ANY($6::text[]) OR e.kind = ANY($7::text[]) OR e.kind = 'rebate' OR e.kind = ANY($8::text[]) OR ${SALARY_KIND})
           GROUP BY a.member_id
         ),
         fees AS (
           SELECT member_id, SUM(fee) AS fee FROM (
             SELECT d.member_id, d.fee_minor AS fee FROM deposits d JOIN team t ON t.id = d.member_id
             WHERE d.merchant = $1 AND d.status = 'approved' AND d.credited_at >= $4 AND d.credited_at < $5 AND d.fee_minor > 0
             UNION ALL
             SELECT w.member_id, w.fee FROM withdrawals w JOIN team t ON t.id = w.member_id
             WHERE w.merchant = $1 AND w.paid_at >= $4 AND w.paid_at < $5 AND w.status <> 'failed' AND w.fee > 0
           ) f GROUP BY member_id
         )
         SELECT t.id, t.username, r.bet, r.valid, r.win, m.deposit, m.withdrawal, m.rebate, m.salary, m.promotion, f.fee
         FROM team t
         LEFT JOIN rounds r ON r.member_id = t.id
         LEFT JOIN money m ON m.member_id = t.id
         LEFT JOIN fees f ON f.member_id = t.id
         WHERE r.member_id IS NOT NULL OR m.member_id IS NOT NULL OR f.member_id IS NOT NULL
         ORDER BY lower(t.username)`,
        [merchant, agentId, filter.memberId, range.from, range.to, TEAM_MONEY_KINDS.deposit, TEAM_MONEY_KINDS.withdrawal, [...BONUS_KINDS]],
      );
      return rows.map((r) => ({
        memberId: num(r.id), username: String(r.username),
        depositMinor: num(r.deposit), withdrawalMinor: neg(r.withdrawal),
        betMinor: num(r.bet), validBetMinor: num(r.valid), winMinor: num(r.win),
        rebateMinor: num(r.rebate), salaryMinor: num(r.salary), promotionMinor: num(r.promotion), feeMinor: num(r.fee),
      }));
    },
  };
}
