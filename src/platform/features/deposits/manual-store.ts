/**
 * Manual bank transfers as the desk sees them (migration 300): the queue of a merchant's manual
 * requests with the member's account name, the receipt image, and the row lock a desk decision
 * takes before it changes a request. Creating and approving use the deposits store.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { COLUMNS, toDeposit, type Deposit, type DepositStatus } from './store.ts';

export type DeskDeposit = Deposit & { account: string; hasReceipt: boolean };

export interface ManualDepositsStore {
  listForDesk(merchant: string, status: DepositStatus | null, page: { offset: number; limit: number }): Promise<{ items: DeskDeposit[]; total: number }>;
  receipt(merchant: string, id: number): Promise<{ mime: string; bytes: Buffer } | null>;
  /** The request under a row lock in the caller's transaction (null: none of this merchant's manual ones). */
  lock(tx: Queryable, merchant: string, id: number): Promise<Deposit | null>;
  /** Ends an open request without money in the caller's transaction; null = no longer open. */
  closeIn(tx: Queryable, merchant: string, id: number, status: 'rejected', at: number, by: string, reason: string | null): Promise<Deposit | null>;
  /** The member has a manual request waiting (at most one at a time). */
  hasOpen(q: Queryable, merchant: string, memberId: number): Promise<boolean>;
}

type Row = Record<string, unknown>;
const PREFIXED = COLUMNS.split(', ').map((c) => `d.${c}`).join(', ');

export function createManualDepositsStore(db: Database): ManualDepositsStore {
  return {
    async listForDesk(merchant, status, page) {
      const where = `d.merchant = $1 AND d.method = 'manual'${status ? ' AND d.status = $2' : ''}`;
      const params: unknown[] = status ? [merchant, status] : [merchant];
      const total = await db.query<{ n: unknown }>(`SELECT COUNT(*) AS n FROM deposits d WHERE ${where}`, params);
      const rows = await db.query<Row>(
        `SELECT ${PREFIXED}, m.username AS account, EXISTS (SELECT 1 FROM deposit_receipts r WHERE r.deposit_id = d.id) AS has_receipt
         FROM deposits d JOIN members m ON m.id = d.member_id WHERE ${where} ORDER BY d.created_at, d.id LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}`,
        params,
      );
      return { items: rows.map((r) => ({ ...toDeposit(r), account: String(r.account), hasReceipt: Boolean(r.has_receipt) })), total: Number(total[0]?.n ?? 0) };
    },
    async receipt(merchant, id) {
      const rows = await db.query<{ mime: string; bytes: Uint8Array }>(
        'SELECT r.mime, r.bytes FROM deposit_receipts r JOIN deposits d ON d.id = r.deposit_id WHERE d.merchant = $1 AND d.id = $2', [merchant, id],
      );
      return rows[0] ? { mime: rows[0].mime, bytes: Buffer.from(rows[0].bytes) } : null;
    },
    async lock(tx, merchant, id) {
      const rows = await tx.query<Row>(`SELECT ${COLUMNS} FROM deposits WHERE merchant = $1 AND id = $2 AND method = 'manual' FOR UPDATE`, [merchant, id]);
      return rows[0] ? toDeposit(rows[0]) : null;
    },
    async closeIn(tx, merchant, id, status, at, by, reason) {
      const rows = await tx.query<Row>(
        `UPDATE deposits SET status = $3, decided_at = $4, decided_by = $5, reason = $6
         WHERE merchant = $1 AND id = $2 AND status IN ('new','pending') RETURNING ${COLUMNS}`,
        [merchant, id, status, at, by, reason],
      );
      return rows[0] ? toDeposit(rows[0]) : null;
    },
    async hasOpen(q, merchant, memberId) {
      const rows = await q.query(`SELECT 1 FROM deposits WHERE merchant = $1 AND member_id = $2 AND method = 'manual' AND status IN ('new','pending') LIMIT 1`, [merchant, memberId]);
      return rows.length > 0;
    },
  };
}
