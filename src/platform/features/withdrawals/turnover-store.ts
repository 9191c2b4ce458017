/**
 * What a withdrawal's turnover rule reads (migration 612 and the ledger): the conditions of the
 * current cycle (the last credited deposit and every bonus credited to the wallet since it) and
 * the member's valid bets (real-money settled rounds) between one condition and the next.
 */
import type { Queryable } from '../../db/database.ts';

export interface TurnoverCondition {
  /** 'deposit', or the ledger kind of the bonus (promotion, signIn, mission, rebate, ...). */
  source: string;
  /** The promotion of a promotion bonus (the member is shown its title), else null. */
  promotionId: string | null;
  amountMinor: number;
  /** The multiplier stored with the credit; null: none was stored (the merchant's default applies). */
  multiplier: number | null;
  at: number;
}

export interface TurnoverReading {
  conditions: TurnoverCondition[];
  /** betsAfter[i]: valid bets from conditions[i].at up to the next condition (the last: up to now). */
  betsAfter: number[];
}

export interface BonusTurnover {
  merchant: string;
  memberId: number;
  /** The ledger idempotency key of the credit. */
  key: string;
  promotionId: string | null;
  multiplier: number;
}

/** Stores the multiplier of one bonus credit, in the credit's transaction; a replay keeps the first. */
export async function recordBonusTurnover(tx: Queryable, b: BonusTurnover): Promise<void> {
  await tx.query(
    'INSERT INTO bonus_turnover (merchant, ledger_key, member_id, promotion_id, multiplier) VALUES ($1,$2,$3,$4,$5) ON CONFLICT (merchant, ledger_key) DO NOTHING',
    [b.merchant, b.key, b.memberId, b.promotionId, b.multiplier],
  );
}

export async function readTurnover(db: Queryable, merchant: string, memberId: number, bonusKinds: readonly string[]): Promise<TurnoverReading> {
  const table = await db.query<{ t: unknown }>("SELECT to_regclass('deposits') AS t");
  const last = table[0]?.t
    ? await db.query<{ amount_minor: unknown; credited_at: unknown }>(
      'SELECT amount_minor, credited_at FROM deposits WHERE merchant = $1 AND member_id = $2 AND credited_at IS NOT NULL ORDER BY credited_at DESC, id DESC LIMIT 1',
      [merchant, memberId],
    )
    : [];
  const conditions: TurnoverCondition[] = last[0]
    ? [{ source: 'deposit', promotionId: null, amountMinor: Number(last[0].amount_minor), multiplier: null, at: Number(last[0].credited_at) }]
    : [];
  const since = conditions[0]?.at ?? 0;
  const bonuses = await db.query<Record<string, unknown>>(
    `SELECT e.kind, e.amount, e.created_at, b.promotion_id, b.multiplier FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
       LEFT JOIN bonus_turnover b ON b.merchant = t.merchant AND b.ledger_key = t.idempotency_key
     WHERE a.merchant = $1 AND a.kind = 'member' AND a.member_id = $2 AND e.kind = ANY($3::text[]) AND e.amount > 0 AND e.created_at >= $4
     ORDER BY e.created_at, e.id`,
    [merchant, memberId, [...bonusKinds], since],
  );
  for (const r of bonuses) {
    conditions.push({
      source: String(r.kind), promotionId: r.promotion_id === null || r.promotion_id === undefined ? null : String(r.promotion_id), amountMinor: Number(r.amount),
      multiplier: r.multiplier === null ? null : Number(r.multiplier), at: Number(r.created_at),
    });
  }
  const betsAfter: number[] = [];
  for (const [i, c] of conditions.entries()) {
    const until = conditions[i + 1]?.at ?? Number.MAX_SAFE_INTEGER;
    const rows = await db.query<{ total: unknown }>(
      'SELECT COALESCE(SUM(bet), 0) AS total FROM game_rounds WHERE merchant = $1 AND member_id = $2 AND NOT demo AND balance_after IS NOT NULL AND created_at >= $3 AND created_at < $4',
      [merchant, memberId, c.at, until],
    );
    betsAfter.push(Number(rows[0]?.total ?? 0));
  }
  return { conditions, betsAfter };
}
