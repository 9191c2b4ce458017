/**
 * Reward centre claims (migration 590): sign-in, newbie, rescue fund, promo code. A claim is one
 * transaction: the service's `decide` reads what it needs inside it (yesterday's sign-in for the
 * streak, a first deposit, a day's loss), the row goes in under its unique (merchant, member,
 * kind, claim key), a promo code's use is counted against its limit, and the ledger posting
 * (house -> wallet) is made. Racing claims pay once: the second INSERT waits on the first's key
 * and then finds it taken; a promo code past its limit rolls the whole claim back.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { postEntries } from '../../ledger/store.ts';
import { recordBonusTurnover } from '../withdrawals/index.ts';

export type RewardKind = 'signIn' | 'newbie' | 'rescueFund' | 'promoCode';

export interface RewardClaim {
  id: number;
  kind: RewardKind;
  claimKey: string;
  streak: number | null;
  basisMinor: number | null;
  amountMinor: number;
  createdAt: number;
}

export interface Payable {
  amountMinor: number;
  streak?: number;
  basisMinor?: number;
}

export interface ClaimInput {
  merchant: string;
  memberId: number;
  kind: RewardKind;
  claimKey: string;
  at: number;
  accounts: { house: number; wallet: number };
  /** Valid bets the bonus asks before a withdrawal, as a multiple of it (kept with the credit). */
  turnoverMultiplier: number;
  /** What is paid, decided inside the transaction; a string refuses with that reason. */
  decide(tx: Queryable): Promise<Payable | string>;
  /** A promo code's total limit: the use is counted in the claim's transaction, never past it. */
  limit?: number;
}

export type ClaimOutcome = { claim: RewardClaim } | { refused: string };

export interface RewardClaimsStore {
  claim(input: ClaimInput): Promise<ClaimOutcome>;
  /** The member's claims made since `since`, newest first. */
  claimsOf(merchant: string, memberId: number, since: number, limit: number): Promise<RewardClaim[]>;
  /** One claim by its key (yesterday's sign-in for the streak), or null. */
  find(merchant: string, memberId: number, kind: RewardKind, claimKey: string, tx?: Queryable): Promise<RewardClaim | null>;
  /** Settled real-money bets minus their wins in [from, to), minor units (negative: the member won). */
  netLoss(merchant: string, memberId: number, from: number, to: number, tx?: Queryable): Promise<number>;
  /** When the member's first deposit was credited, or null. */
  firstDepositAt(merchant: string, memberId: number, tx?: Queryable): Promise<number | null>;
  /** How many members used a promo code. */
  used(merchant: string, code: string): Promise<number>;
}

const toClaim = (r: Record<string, unknown>): RewardClaim => ({
  id: Number(r.id), kind: String(r.kind) as RewardKind, claimKey: String(r.claim_key),
  streak: r.streak === null || r.streak === undefined ? null : Number(r.streak),
  basisMinor: r.basis === null || r.basis === undefined ? null : Number(r.basis),
  amountMinor: Number(r.amount), createdAt: Number(r.created_at),
});

/** Thrown inside the transaction so it rolls back: the code's limit is reached. */
class LimitReached extends Error {}

export function createRewardClaimsStore(db: Database): RewardClaimsStore {
  return {
    async claim(input) {
      try {
        return await db.transaction(async (tx): Promise<ClaimOutcome> => {
          const decided = await input.decide(tx);
          if (typeof decided === 'string') return { refused: decided };
          const rows = await tx.query(
            `INSERT INTO reward_claims (merchant, member_id, kind, claim_key, streak, basis, amount, created_at)
             VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (merchant, member_id, kind, claim_key) DO NOTHING RETURNING *`,
            [input.merchant, input.memberId, input.kind, input.claimKey, decided.streak ?? null, decided.basisMinor ?? null, decided.amountMinor, input.at],
          );
          if (!rows[0]) return { refused: 'claimed' };
          if (input.limit !== undefined) {
            const counted = await tx.query(
              `INSERT INTO promo_code_uses (merchant, code, used) VALUES ($1, $2, 1)
               ON CONFLICT (merchant, code) DO UPDATE SET used = promo_code_uses.used + 1 WHERE promo_code_uses.used < $3 RETURNING used`,
              [input.merchant, input.claimKey, input.limit],
            );
            if (!counted[0]) throw new LimitReached();
          }
          const claim = toClaim(rows[0]);
          const key = `reward:${input.kind}:${input.memberId}:${input.claimKey}`;
          const posted = await postEntries(tx, {
            merchant: input.merchant, idempotencyKey: key, kind: input.kind,
            memo: `${input.kind} ${input.claimKey}`, at: input.at,
            entries: [{ accountId: input.accounts.house, amount: -decided.amountMinor }, { accountId: input.accounts.wallet, amount: decided.amountMinor }],
          });
          await tx.query('UPDATE reward_claims SET ledger_transaction_id = $2 WHERE id = $1', [claim.id, posted.transactionId]);
          await recordBonusTurnover(tx, { merchant: input.merchant, memberId: input.memberId, key, promotionId: null, multiplier: input.turnoverMultiplier });
          return { claim };
        });
      } catch (error) {
        if (error instanceof LimitReached) return { refused: 'exhausted' };
        throw error;
      }
    },
    async claimsOf(merchant, memberId, since, limit) {
      const rows = await db.query('SELECT * FROM reward_claims WHERE member_id = $1 AND merchant = $2 AND created_at >= $3 ORDER BY created_at DESC, id DESC LIMIT $4', [memberId, merchant, since, limit]);
      return rows.map(toClaim);
    },
    async find(merchant, memberId, kind, claimKey, tx = db) {
      const rows = await tx.query('SELECT * FROM reward_claims WHERE merchant = $1 AND member_id = $2 AND kind = $3 AND claim_key = $4', [merchant, memberId, kind, claimKey]);
      return rows[0] ? toClaim(rows[0]) : null;
    },
    async netLoss(merchant, memberId, from, to, tx = db) {
      const rows = await tx.query<{ n: unknown }>(
        `SELECT COALESCE(SUM(bet - win), 0) AS n FROM game_rounds
         WHERE member_id = $1 AND merchant = $2 AND NOT demo AND balance_after IS NOT NULL AND created_at >= $3 AND created_at < $4`,
        [memberId, merchant, from, to],
      );
      return Number(rows[0]?.n ?? 0);
    },
    async firstDepositAt(merchant, memberId, tx = db) {
      const rows = await tx.query<{ at: unknown }>(`SELECT MIN(credited_at) AS at FROM deposits WHERE member_id = $1 AND merchant = $2 AND status = 'approved'`, [memberId, merchant]);
      return rows[0]?.at === null || rows[0]?.at === undefined ? null : Number(rows[0].at);
    },
    async used(merchant, code) {
      const rows = await db.query<{ used: unknown }>('SELECT used FROM promo_code_uses WHERE merchant = $1 AND code = $2', [merchant, code]);
      return Number(rows[0]?.used ?? 0);
    },
  };
}
