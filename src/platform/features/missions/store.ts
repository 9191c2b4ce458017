/**
 * Mission progress and claims (migration 530). Progress is summed from the source of truth on each
 * read: settled real-money rounds (a valid bet: balance_after set, not demo) or credited deposits
 * (status approved, by credited_at) in the period [from, to). A claim is one transaction: the claim
 * row under its unique (merchant, member, mission, period start) key, the progress read again
 * inside it, and the ledger posting (house → wallet), or for a points prize the points entry (the
 * points ledger, migration 591). Two claims at once pay once: the second INSERT waits on the
 * first's key and then finds it taken.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { postEntries } from '../../ledger/store.ts';
import { postPoints } from '../point-mall/index.ts';
import { recordBonusTurnover } from '../withdrawals/index.ts';

export type MissionTargetKind = 'validBet' | 'deposit';

export interface PeriodQuery {
  kind: MissionTargetKind;
  from: number;
  to: number;
}

export type PrizeKind = 'money' | 'points';

export interface MissionClaim {
  id: number;
  missionId: string;
  prizeKind: PrizeKind;
  periodStart: number;
  periodEnd: number;
  amountMinor: number;
  createdAt: number;
}

export interface Standing {
  memberId: number;
  username: string;
  progressMinor: number;
}

export interface ClaimInput {
  merchant: string;
  memberId: number;
  missionId: string;
  period: PeriodQuery;
  targetMinor: number;
  /** Money prizes in minor units, points prizes in whole points. */
  prizeKind: PrizeKind;
  prizeMinor: number;
  at: number;
  accounts: { house: number; wallet: number };
  /** Valid bets a money prize asks before a withdrawal, as a multiple of it (kept with the credit). */
  turnoverMultiplier: number;
}

export type ClaimOutcome = { claim: MissionClaim } | { refused: 'claimed' | 'notReached'; progressMinor: number };

export interface MissionsStore {
  progress(merchant: string, memberId: number, period: PeriodQuery, tx?: Queryable): Promise<number>;
  /** The `limit` best of the merchant in the period (ties: the earlier member first) and the member's rank (null: no progress). */
  leaderboard(merchant: string, memberId: number, period: PeriodQuery, limit: number): Promise<{ top: Standing[]; own: { rank: number | null; progressMinor: number } }>;
  /** The member's claims of these periods, keyed `<mission>:<period start>`. */
  claimsOf(merchant: string, memberId: number, since: number): Promise<MissionClaim[]>;
  claim(input: ClaimInput): Promise<ClaimOutcome>;
}

/** Per-member sums of one period: the progress of everyone who made any. */
function sumsSql(kind: MissionTargetKind): string {
  return kind === 'validBet'
    ? `SELECT member_id, SUM(bet) AS progress FROM game_rounds
       WHERE merchant = $1 AND NOT demo AND balance_after IS NOT NULL AND created_at >= $2 AND created_at < $3 GROUP BY member_id`
    : `SELECT member_id, SUM(amount_minor) AS progress FROM deposits
       WHERE merchant = $1 AND status = 'approved' AND credited_at >= $2 AND credited_at < $3 GROUP BY member_id`;
}

const toClaim = (r: Record<string, unknown>): MissionClaim => ({
  id: Number(r.id), missionId: String(r.mission_id), prizeKind: r.prize_kind === 'points' ? 'points' : 'money', periodStart: Number(r.period_start), periodEnd: Number(r.period_end),
  amountMinor: Number(r.amount), createdAt: Number(r.created_at),
});

export function createMissionsStore(db: Database): MissionsStore {
  const progress: MissionsStore['progress'] = async (merchant, memberId, period, tx = db) => {
    const sql = period.kind === 'validBet'
      ? `SELECT COALESCE(SUM(bet), 0) AS n FROM game_rounds
         WHERE member_id = $1 AND merchant = $2 AND NOT demo AND balance_after IS NOT NULL AND created_at >= $3 AND created_at < $4`
      : `SELECT COALESCE(SUM(amount_minor), 0) AS n FROM deposits
         WHERE member_id = $1 AND merchant = $2 AND status = 'approved' AND credited_at >= $3 AND credited_at < $4`;
    const rows = await tx.query<{ n: unknown }>(sql, [memberId, merchant, period.from, period.to]);
    return Number(rows[0]?.n ?? 0);
  };
  return {
    progress,
    async leaderboard(merchant, memberId, period, limit) {
      // One pass over the period: every member's sum ranked once (ties: the earlier member
      // first), keeping the top rows and the asking member's own.
      const rows = await db.query<Record<string, unknown>>(
        `WITH s AS (${sumsSql(period.kind)}),
              r AS (SELECT member_id, progress, row_number() OVER (ORDER BY progress DESC, member_id) AS rank FROM s)
         SELECT r.member_id, r.progress, r.rank, m.username FROM r JOIN members m ON m.id = r.member_id
         WHERE r.rank <= $4 OR r.member_id = $5 ORDER BY r.rank`,
        [merchant, period.from, period.to, limit, memberId],
      );
      const mine = rows.find((r) => Number(r.member_id) === memberId);
      return {
        top: rows.filter((r) => Number(r.rank) <= limit).map((r) => ({ memberId: Number(r.member_id), username: String(r.username), progressMinor: Number(r.progress) })),
        own: { rank: mine ? Number(mine.rank) : null, progressMinor: mine ? Number(mine.progress) : 0 },
      };
    },
    async claimsOf(merchant, memberId, since) {
      const rows = await db.query('SELECT * FROM mission_claims WHERE member_id = $1 AND merchant = $2 AND period_end > $3 ORDER BY created_at DESC', [memberId, merchant, since]);
      return rows.map(toClaim);
    },
    async claim(input) {
      return db.transaction(async (tx): Promise<ClaimOutcome> => {
        // Progress only grows (rounds and credits are never undone), so a check inside the
        // transaction that passed stays true; the unique key decides between racing claims.
        const reached = await progress(input.merchant, input.memberId, input.period, tx);
        if (reached < input.targetMinor) return { refused: 'notReached', progressMinor: reached };
        const rows = await tx.query(
          `INSERT INTO mission_claims (merchant, member_id, mission_id, period_start, period_end, progress, target, amount, created_at, prize_kind)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) ON CONFLICT (merchant, member_id, mission_id, period_start) DO NOTHING RETURNING *`,
          [input.merchant, input.memberId, input.missionId, input.period.from, input.period.to, reached, input.targetMinor, input.prizeMinor, input.at, input.prizeKind],
        );
        if (!rows[0]) return { refused: 'claimed', progressMinor: reached };
        const claim = toClaim(rows[0]);
        const key = `mission:${input.memberId}:${input.missionId}:${input.period.from}`;
        if (input.prizeKind === 'points') {
          await postPoints(tx, { merchant: input.merchant, memberId: input.memberId, kind: 'mission', delta: input.prizeMinor, ref: input.missionId, key, at: input.at });
          return { claim };
        }
        const posted = await postEntries(tx, {
          merchant: input.merchant, idempotencyKey: key, kind: 'mission',
          memo: `mission ${input.missionId}`, at: input.at,
          entries: [{ accountId: input.accounts.house, amount: -input.prizeMinor }, { accountId: input.accounts.wallet, amount: input.prizeMinor }],
        });
        await tx.query('UPDATE mission_claims SET ledger_transaction_id = $2 WHERE id = $1', [claim.id, posted.transactionId]);
        await recordBonusTurnover(tx, { merchant: input.merchant, memberId: input.memberId, key, promotionId: null, multiplier: input.turnoverMultiplier });
        return { claim };
      });
    },
  };
}
