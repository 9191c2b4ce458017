/**
 * The reward centre's read of the ledger: credits to a member's wallet of given kinds (promotion
 * bonuses), newest first, and raffle draws. Mission and rebate claims have their own tables; this
 * covers what only the ledger records.
 */
import type { Database } from '../../db/database.ts';

export interface WalletCredit {
  transactionId: number;
  kind: string;
  amountMinor: number;
  createdAt: number;
  memo: string | null;
}

export interface RaffleClaim {
  id: number;
  promotionId: string;
  amountMinor: number;
  createdAt: number;
}

export interface RewardsStore {
  walletCredits(accountId: number, kinds: readonly string[], limit: number): Promise<WalletCredit[]>;
  /** The member's raffle draws (promotion_applications kind raffle), newest first. */
  raffleClaims(merchant: string, memberId: number, limit: number): Promise<RaffleClaim[]>;
}

export function createRewardsStore(db: Database): RewardsStore {
  return {
    async walletCredits(accountId, kinds, limit) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT e.transaction_id, e.kind, e.amount, e.created_at, t.memo FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE e.account_id = $1 AND e.kind = ANY($2::text[]) AND e.amount > 0 ORDER BY e.created_at DESC, e.id DESC LIMIT $3`,
        [accountId, [...kinds], limit],
      );
      return rows.map((r) => ({ transactionId: Number(r.transaction_id), kind: String(r.kind), amountMinor: Number(r.amount), createdAt: Number(r.created_at), memo: r.memo === null ? null : String(r.memo) }));
    },
    async raffleClaims(merchant, memberId, limit) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT id, promotion_id, bonus_minor, created_at FROM promotion_applications
         WHERE member_id = $1 AND merchant = $2 AND kind = 'raffle' AND bonus_minor > 0 ORDER BY id DESC LIMIT $3`,
        [memberId, merchant, limit],
      );
      return rows.map((r) => ({ id: Number(r.id), promotionId: String(r.promotion_id), amountMinor: Number(r.bonus_minor), createdAt: Number(r.created_at) }));
    },
  };
}
