/**
 * The reward centre's read of the ledger: credits to a member's wallet of given kinds (promotion
 * bonuses), newest first. Mission and rebate claims have their own tables; this covers what only
 * the ledger records.
 */
import type { Database } from '../db/database.ts';

export interface WalletCredit {
  transactionId: number;
  kind: string;
  amountMinor: number;
  createdAt: number;
  memo: string | null;
}

export interface RewardsStore {
  walletCredits(accountId: number, kinds: readonly string[], limit: number): Promise<WalletCredit[]>;
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
  };
}
