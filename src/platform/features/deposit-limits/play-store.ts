/**
 * Loss, wager and session-time limits (table play_limits, migration 612): per member, kind and
 * period the limit in force and a raise (or removal) waiting for its 24 hours and the member's
 * confirmation. `update` decides under the member's row lock, so two changes at once queue.
 * `playedSince` sums the member's real rounds, what loss and wager limits are checked against.
 */
import type { Database, Queryable } from '../../db/database.ts';
import type { DepositLimitRow } from './store.ts';

export type PlayLimitKind = 'loss' | 'wager' | 'session';
export type PlayLimitPeriod = 'day' | 'week' | 'month' | 'session';

export interface PlayLimitRow extends Omit<DepositLimitRow, 'period'> {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
}

export interface Played {
  stakesMinor: number;
  winsMinor: number;
  /** The first counted round's time; null = none in the window. */
  firstAt: number | null;
}

export interface PlayLimitsStore {
  list(merchant: string, memberId: number, q?: Queryable): Promise<PlayLimitRow[]>;
  /**
   * `list` in the caller's transaction `tx`, taking the member's row lock (held to its commit) in
   * the same statement: a check of the limits made here and what the transaction then records
   * are one step for the member.
   */
  listLocked(merchant: string, memberId: number, tx: Queryable): Promise<PlayLimitRow[]>;
  update(merchant: string, memberId: number, kind: PlayLimitKind, period: PlayLimitPeriod, at: number, decide: (current: PlayLimitRow | null) => PlayLimitRow): Promise<PlayLimitRow>;
  playedSince(merchant: string, memberId: number, since: number, q?: Queryable): Promise<Played>;
}

type Row = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const toRow = (r: Row): PlayLimitRow => ({
  kind: r.kind as PlayLimitKind, period: r.period as PlayLimitPeriod, limitMinor: num(r.limit_minor), nextLimitMinor: num(r.next_limit_minor), nextFrom: num(r.next_from),
});

export function createPlayLimitsStore(db: Database): PlayLimitsStore {
  const list = async (merchant: string, memberId: number, q: Queryable = db) =>
    (await q.query<Row>('SELECT kind, period, limit_minor, next_limit_minor, next_from FROM play_limits WHERE merchant = $1 AND member_id = $2', [merchant, memberId])).map(toRow);
  return {
    list,
    async listLocked(merchant, memberId, tx) {
      // The member's row, locked, with their limits beside it (none: one row of nulls).
      const rows = await tx.query<Row>(
        `SELECT p.kind, p.period, p.limit_minor, p.next_limit_minor, p.next_from FROM members m
         LEFT JOIN play_limits p ON p.merchant = $1 AND p.member_id = m.id WHERE m.id = $2 FOR UPDATE OF m`,
        [merchant, memberId],
      );
      return rows.filter((r) => r.kind !== null && r.kind !== undefined).map(toRow);
    },
    async update(merchant, memberId, kind, period, at, decide) {
      return db.transaction(async (tx) => {
        await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
        const current = (await list(merchant, memberId, tx)).find((r) => r.kind === kind && r.period === period) ?? null;
        const next = decide(current);
        await tx.query(
          `INSERT INTO play_limits (merchant, member_id, kind, period, limit_minor, next_limit_minor, next_from, updated_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)
           ON CONFLICT (merchant, member_id, kind, period) DO UPDATE SET limit_minor = $5, next_limit_minor = $6, next_from = $7, updated_at = $8`,
          [merchant, memberId, kind, period, next.limitMinor, next.nextLimitMinor, next.nextFrom, at],
        );
        return next;
      });
    },
    async playedSince(merchant, memberId, since, q = db) {
      const rows = await q.query<Row>(
        `SELECT COALESCE(SUM(bet), 0) AS stakes, COALESCE(SUM(win), 0) AS wins, MIN(created_at) AS first_at FROM game_rounds
         WHERE merchant = $1 AND member_id = $2 AND NOT demo AND created_at > $3`,
        [merchant, memberId, since],
      );
      const row = rows[0] ?? {};
      return { stakesMinor: Number(row.stakes ?? 0), winsMinor: Number(row.wins ?? 0), firstAt: num(row.first_at) };
    },
  };
}
