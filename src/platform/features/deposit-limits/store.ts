/**
 * Deposit limits (UKGC RTS 12; table deposit_limits, migration 200): per member and period the
 * limit in force and a raised (or removed) limit waiting for its 24 hours. The service decides
 * the next row; `update` reads and writes it under the member's row lock, so two changes at once
 * are applied one after the other. `usedSince` counts what a new deposit is checked against.
 */
import type { Database, Queryable } from '../../db/database.ts';

export type LimitPeriod = 'day' | 'week' | 'month';

export interface DepositLimitRow {
  period: LimitPeriod;
  /** The limit set, null = none. */
  limitMinor: number | null;
  /** A higher limit (or none: null) that takes over at nextFrom. */
  nextLimitMinor: number | null;
  /** When the waiting change applies; null = nothing waiting. */
  nextFrom: number | null;
}

export interface DepositLimitsStore {
  list(merchant: string, memberId: number, q?: Queryable): Promise<DepositLimitRow[]>;
  update(merchant: string, memberId: number, period: LimitPeriod, at: number, decide: (current: DepositLimitRow | null) => DepositLimitRow): Promise<DepositLimitRow>;
  /** Gross amount of the member's deposits since `since` that count: credited ones and open requests (they may still be paid). */
  usedSince(merchant: string, memberId: number, since: number, q?: Queryable): Promise<number>;
  /** The same sum and when its oldest deposit was made (null: none), which is when room frees. */
  windowSince(merchant: string, memberId: number, since: number, q?: Queryable): Promise<{ usedMinor: number; firstAt: number | null }>;
}

type Row = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const toRow = (r: Row): DepositLimitRow => ({
  period: r.period as LimitPeriod, limitMinor: num(r.limit_minor), nextLimitMinor: num(r.next_limit_minor), nextFrom: num(r.next_from),
});

export function createDepositLimitsStore(db: Database): DepositLimitsStore {
  const list = async (merchant: string, memberId: number, q: Queryable = db) =>
    (await q.query<Row>('SELECT period, limit_minor, next_limit_minor, next_from FROM deposit_limits WHERE merchant = $1 AND member_id = $2', [merchant, memberId])).map(toRow);
  const windowSince = async (merchant: string, memberId: number, since: number, q: Queryable = db) => {
    const rows = await q.query<{ used: unknown; first_at: unknown }>(
      `SELECT COALESCE(SUM(amount_minor), 0) AS used, MIN(COALESCE(credited_at, created_at)) AS first_at FROM deposits
       WHERE merchant = $1 AND member_id = $2 AND status IN ('new','pending','approved') AND COALESCE(credited_at, created_at) > $3`,
      [merchant, memberId, since],
    );
    return { usedMinor: Number(rows[0]?.used ?? 0), firstAt: num(rows[0]?.first_at) };
  };
  return {
    list,
    async update(merchant, memberId, period, at, decide) {
      return db.transaction(async (tx) => {
        await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
        const current = (await list(merchant, memberId, tx)).find((r) => r.period === period) ?? null;
        const next = decide(current);
        await tx.query(
          `INSERT INTO deposit_limits (merchant, member_id, period, limit_minor, next_limit_minor, next_from, updated_at) VALUES ($1,$2,$3,$4,$5,$6,$7)
           ON CONFLICT (merchant, member_id, period) DO UPDATE SET limit_minor = $4, next_limit_minor = $5, next_from = $6, updated_at = $7`,
          [merchant, memberId, period, next.limitMinor, next.nextLimitMinor, next.nextFrom, at],
        );
        return next;
      });
    },
    async usedSince(merchant, memberId, since, q = db) {
      return (await windowSince(merchant, memberId, since, q)).usedMinor;
    },
    windowSince,
  };
}
