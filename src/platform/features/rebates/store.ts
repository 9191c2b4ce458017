/**
 * Rebate claims (migration 441). What a member may claim is "valid bets minus what earlier claims
 * covered", per category, so the store answers both sums; a claim is one transaction: the member's
 * claim lock, the key check, the sums read again under the lock, the claim row and its ledger
 * posting. Two claims at once (two tabs, two platform processes) pay once: the second waits for
 * the lock and then finds nothing left to claim.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { postEntries, type LedgerEntryInput } from '../../ledger/store.ts';
import { recordBonusTurnover } from '../withdrawals/index.ts';

export interface RebateClaim {
  id: number;
  amountMinor: number;
  /** Per category: the valid bet the claim covered and what it paid. */
  items: { category: string; validBetMinor: number; amountMinor: number }[];
  createdAt: number;
}

/** Valid bets by game id (settled real-money rounds) and covered bets by category. */
export interface RebateSums {
  betsByGame: Map<number, number>;
  covered: Record<string, number>;
}

/** What a claim pays, decided from the sums read under the lock; null = nothing to pay (the caller's error). */
export type ClaimPlan = { items: RebateClaim['items']; amountMinor: number };

export interface ClaimInput {
  merchant: string;
  memberId: number;
  idempotencyKey: string;
  at: number;
  /** The ledger: house pays the member's wallet. */
  accounts: { house: number; wallet: number };
  /** Valid bets the rebate asks before a withdrawal, as a multiple of it (kept with the credit). */
  turnoverMultiplier: number;
  plan: (sums: RebateSums) => ClaimPlan;
}

export interface RebatesStore {
  level(memberId: number): Promise<number>;
  setLevel(memberId: number, level: number): Promise<void>;
  /** The desk's list: the merchant's real accounts (not trial ones) with their level, newest first, or the one named. */
  listForDesk(merchant: string, member: string | null, page: { offset: number; limit: number }): Promise<{ items: { id: number; member: string; level: number }[]; total: number }>;
  /** The member's level under a row lock in `tx` (the desk action changes it there); null = not this merchant's member. */
  lockLevel(tx: Queryable, merchant: string, memberId: number): Promise<number | null>;
  setLevelIn(tx: Queryable, memberId: number, level: number): Promise<void>;
  sums(merchant: string, memberId: number, tx?: Queryable): Promise<RebateSums>;
  claims(memberId: number, limit: number): Promise<RebateClaim[]>;
  /** Pays the plan once per key; `replayed` when the key was used before (the first claim answers). */
  claim(input: ClaimInput): Promise<{ claim: RebateClaim; replayed: boolean }>;
}

const toClaim = (r: Record<string, unknown>): RebateClaim => {
  const bets = (typeof r.bets === 'string' ? JSON.parse(r.bets) : r.bets) as Record<string, number>;
  const amounts = (typeof r.amounts === 'string' ? JSON.parse(r.amounts) : r.amounts) as Record<string, number>;
  return {
    id: Number(r.id),
    amountMinor: Number(r.amount),
    items: Object.keys(bets).map((category) => ({ category, validBetMinor: Number(bets[category]), amountMinor: Number(amounts[category] ?? 0) })),
    createdAt: Number(r.created_at),
  };
};

export function createRebatesStore(db: Database): RebatesStore {
  const sums: RebatesStore['sums'] = async (merchant, memberId, tx = db) => {
    const bets = await tx.query<{ game_id: unknown; bet: unknown }>(
      `SELECT game_id, SUM(bet) AS bet FROM game_rounds
       WHERE merchant = $1 AND member_id = $2 AND NOT demo AND balance_after IS NOT NULL GROUP BY game_id`,
      [merchant, memberId],
    );
    const covered = await tx.query<{ category: string; bet: unknown }>(
      'SELECT b.key AS category, SUM((b.value)::bigint) AS bet FROM rebate_claims c, jsonb_each_text(c.bets) b WHERE c.member_id = $1 GROUP BY b.key',
      [memberId],
    );
    return {
      betsByGame: new Map(bets.map((r) => [Number(r.game_id), Number(r.bet)])),
      covered: Object.fromEntries(covered.map((r) => [r.category, Number(r.bet)])),
    };
  };
  const byKey = async (tx: Queryable, memberId: number, key: string) => {
    const rows = await tx.query('SELECT * FROM rebate_claims WHERE member_id = $1 AND idempotency_key = $2', [memberId, key]);
    return rows[0] ? toClaim(rows[0]) : null;
  };
  return {
    async level(memberId) {
      const rows = await db.query<{ rebate_level: unknown }>('SELECT rebate_level FROM members WHERE id = $1', [memberId]);
      return Number(rows[0]?.rebate_level ?? 0);
    },
    async setLevel(memberId, level) {
      await db.query('UPDATE members SET rebate_level = $2 WHERE id = $1', [memberId, level]);
    },
    async listForDesk(merchant, member, page) {
      // Trial accounts (member_type 4) play with demo money: they earn no rebate.
      const where = 'merchant = $1 AND member_type <> 4 AND ($2::text IS NULL OR username_key = $2)';
      const key = member === null ? null : member.normalize('NFKC').toLowerCase();
      const rows = await db.query<{ id: unknown; username: string; rebate_level: unknown }>(
        `SELECT id, username, rebate_level FROM members WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`, [merchant, key, page.limit, page.offset],
      );
      const total = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM members WHERE ${where}`, [merchant, key]);
      return { items: rows.map((r) => ({ id: Number(r.id), member: r.username, level: Number(r.rebate_level) })), total: Number(total[0]?.n ?? 0) };
    },
    async lockLevel(tx, merchant, memberId) {
      const rows = await tx.query<{ rebate_level: unknown }>('SELECT rebate_level FROM members WHERE merchant = $1 AND id = $2 AND member_type <> 4 FOR UPDATE', [merchant, memberId]);
      return rows[0] ? Number(rows[0].rebate_level) : null;
    },
    async setLevelIn(tx, memberId, level) {
      await tx.query('UPDATE members SET rebate_level = $2 WHERE id = $1', [memberId, level]);
    },
    sums,
    async claims(memberId, limit) {
      const rows = await db.query('SELECT * FROM rebate_claims WHERE member_id = $1 ORDER BY id DESC LIMIT $2', [memberId, limit]);
      return rows.map(toClaim);
    },
    async claim(input) {
      const done = await byKey(db, input.memberId, input.idempotencyKey);
      if (done) return { claim: done, replayed: true };
      return db.transaction(async (tx) => {
        await tx.query('INSERT INTO rebate_claim_locks (member_id) VALUES ($1) ON CONFLICT DO NOTHING', [input.memberId]);
        await tx.query('SELECT member_id FROM rebate_claim_locks WHERE member_id = $1 FOR UPDATE', [input.memberId]);
        // The same key may have committed while this one waited for the lock.
        const raced = await byKey(tx, input.memberId, input.idempotencyKey);
        if (raced) return { claim: raced, replayed: true };
        const plan = input.plan(await sums(input.merchant, input.memberId, tx));
        const bets = Object.fromEntries(plan.items.map((i) => [i.category, i.validBetMinor]));
        const amounts = Object.fromEntries(plan.items.map((i) => [i.category, i.amountMinor]));
        const rows = await tx.query(
          `INSERT INTO rebate_claims (merchant, member_id, idempotency_key, amount, bets, amounts, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING *`,
          [input.merchant, input.memberId, input.idempotencyKey, plan.amountMinor, JSON.stringify(bets), JSON.stringify(amounts), input.at],
        );
        const claim = toClaim(rows[0]!);
        const entries: LedgerEntryInput[] = [{ accountId: input.accounts.house, amount: -plan.amountMinor }, { accountId: input.accounts.wallet, amount: plan.amountMinor }];
        await postEntries(tx, { merchant: input.merchant, idempotencyKey: `rebate:${claim.id}`, kind: 'rebate', memo: `rebate claim ${claim.id}`, entries, at: input.at });
        await recordBonusTurnover(tx, { merchant: input.merchant, memberId: input.memberId, key: `rebate:${claim.id}`, promotionId: null, multiplier: input.turnoverMultiplier });
        return { claim, replayed: false };
      });
    },
  };
}
