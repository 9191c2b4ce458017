/**
 * Transfers inside a team. `send` records the transfer and moves the money in one
 * transaction: the row first (its unique (sender, request key) makes a doubled request wait for
 * the first and then answer it), then one ledger movement from the sender's wallet to the
 * receiver's, which refuses an overdraft under the wallet's row lock.
 */
import type { Database } from '../../db/database.ts';
import { postEntries } from '../../ledger/store.ts';

export type TransferKind = 'downline' | 'upline';

export interface TransferRow {
  id: number;
  fromMemberId: number;
  toMemberId: number;
  fromUsername: string;
  toUsername: string;
  kind: TransferKind;
  amount: number;
  remark: string | null;
  createdAt: number;
}

export interface SendInput {
  merchant: string;
  fromMemberId: number;
  toMemberId: number;
  fromWallet: number;
  toWallet: number;
  kind: TransferKind;
  amount: number;
  remark: string | null;
  requestKey: string;
  at: number;
}

export interface TransfersStore {
  /** `created` false: the key was used before; the first transfer is answered and nothing moves. */
  send(input: SendInput): Promise<{ transfer: TransferRow; created: boolean }>;
  /** The member's transfers, sent and received, newest first. */
  recent(merchant: string, memberId: number, limit: number): Promise<TransferRow[]>;
}

const SELECT = `SELECT t.*, f.username AS from_username, r.username AS to_username
  FROM transfers t JOIN members f ON f.id = t.from_member_id JOIN members r ON r.id = t.to_member_id`;

const toRow = (r: Record<string, unknown>): TransferRow => ({
  id: Number(r.id),
  fromMemberId: Number(r.from_member_id),
  toMemberId: Number(r.to_member_id),
  fromUsername: String(r.from_username),
  toUsername: String(r.to_username),
  kind: r.kind === 'upline' ? 'upline' : 'downline',
  amount: Number(r.amount),
  remark: r.remark === null || r.remark === undefined ? null : String(r.remark),
  createdAt: Number(r.created_at),
});

export function createTransfersStore(db: Database): TransfersStore {
  return {
    send: (input) =>
      db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: unknown }>(
          `INSERT INTO transfers (merchant, from_member_id, to_member_id, kind, amount, remark, request_key, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (merchant, from_member_id, request_key) DO NOTHING RETURNING id`,
          [input.merchant, input.fromMemberId, input.toMemberId, input.kind, input.amount, input.remark, input.requestKey, input.at],
        );
        const id = inserted[0] ? Number(inserted[0].id) : null;
        if (id !== null) {
          await postEntries(tx, {
            merchant: input.merchant,
            idempotencyKey: `transfer:${id}`,
            kind: `transfer.${input.kind}`,
            memo: input.remark ?? undefined,
            at: input.at,
            entries: [{ accountId: input.fromWallet, amount: -input.amount }, { accountId: input.toWallet, amount: input.amount }],
          });
        }
        const rows = await tx.query<Record<string, unknown>>(
          id !== null ? `${SELECT} WHERE t.id = $1` : `${SELECT} WHERE t.merchant = $1 AND t.from_member_id = $2 AND t.request_key = $3`,
          id !== null ? [id] : [input.merchant, input.fromMemberId, input.requestKey],
        );
        if (!rows[0]) throw new Error('transfer row missing');
        return { transfer: toRow(rows[0]), created: id !== null };
      }),

    async recent(merchant, memberId, limit) {
      // Two index walks (sent, received) merged: cheaper than an OR over both columns.
      const rows = await db.query<Record<string, unknown>>(
        `${SELECT} WHERE t.id IN (
           (SELECT id FROM transfers WHERE from_member_id = $2 AND merchant = $1 ORDER BY id DESC LIMIT $3)
           UNION ALL
           (SELECT id FROM transfers WHERE to_member_id = $2 AND merchant = $1 ORDER BY id DESC LIMIT $3))
         ORDER BY t.id DESC LIMIT $3`,
        [merchant, memberId, limit],
      );
      return rows.map(toRow);
    },
  };
}
