/**
 * Requests to lift a self-exclusion early (migration 605): the member's request, the desk's
 * decision and the member's confirmation. Each step is one conditional update, so two desks or
 * two tabs cannot decide or confirm one request twice.
 */
import type { Database, Queryable } from '../../db/database.ts';

export type LiftStatus = 'pending' | 'refused' | 'approved' | 'confirmed';

export interface LiftRequest {
  id: number;
  merchant: string;
  memberId: number;
  reason: string;
  status: LiftStatus;
  requestedAt: number;
  decidedAt: number | null;
  decidedBy: string | null;
  note: string | null;
  confirmFrom: number | null;
  resumesAt: number | null;
}

export interface DeskLiftRequest extends LiftRequest {
  account: string;
  protectionKind: string | null;
  protectionUntil: number | null;
}

export interface LiftStore {
  /** The new request, or null while the member has one pending or approved. */
  create(merchant: string, memberId: number, reason: string, at: number): Promise<LiftRequest | null>;
  latest(memberId: number): Promise<LiftRequest | null>;
  find(merchant: string, id: number, tx?: Queryable): Promise<LiftRequest | null>;
  /** Pending -> approved or refused; null when it was not pending. */
  decide(tx: Queryable, id: number, decision: { status: 'approved' | 'refused'; at: number; by: string; note: string | null; confirmFrom: number | null }): Promise<LiftRequest | null>;
  /** Approved and due -> confirmed; null otherwise. */
  confirm(id: number, at: number, resumesAt: number): Promise<LiftRequest | null>;
  listForDesk(merchant: string, status: LiftStatus | null, page: { offset: number; limit: number }): Promise<{ items: DeskLiftRequest[]; total: number }>;
}

type Row = Record<string, unknown>;
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const toLift = (r: Row): LiftRequest => ({
  id: Number(r.id),
  merchant: String(r.merchant),
  memberId: Number(r.member_id),
  reason: String(r.reason),
  status: r.status as LiftStatus,
  requestedAt: Number(r.requested_at),
  decidedAt: numOrNull(r.decided_at),
  decidedBy: strOrNull(r.decided_by),
  note: strOrNull(r.note),
  confirmFrom: numOrNull(r.confirm_from),
  resumesAt: numOrNull(r.resumes_at),
});

export function createLiftStore(db: Database): LiftStore {
  return {
    async create(merchant, memberId, reason, at) {
      const rows = await db.query<Row>(
        `INSERT INTO protection_lift_requests (merchant, member_id, reason, status, requested_at) VALUES ($1, $2, $3, 'pending', $4)
         ON CONFLICT (member_id) WHERE status IN ('pending', 'approved') DO NOTHING RETURNING *`,
        [merchant, memberId, reason, at],
      );
      return rows[0] ? toLift(rows[0]) : null;
    },
    async latest(memberId) {
      const rows = await db.query<Row>('SELECT * FROM protection_lift_requests WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [memberId]);
      return rows[0] ? toLift(rows[0]) : null;
    },
    async find(merchant, id, tx) {
      const rows = await (tx ?? db).query<Row>('SELECT * FROM protection_lift_requests WHERE merchant = $1 AND id = $2', [merchant, id]);
      return rows[0] ? toLift(rows[0]) : null;
    },
    async decide(tx, id, d) {
      const rows = await tx.query<Row>(
        `UPDATE protection_lift_requests SET status = $2, decided_at = $3, decided_by = $4, note = $5, confirm_from = $6
         WHERE id = $1 AND status = 'pending' RETURNING *`,
        [id, d.status, d.at, d.by, d.note, d.confirmFrom],
      );
      return rows[0] ? toLift(rows[0]) : null;
    },
    async confirm(id, at, resumesAt) {
      const rows = await db.query<Row>(
        `UPDATE protection_lift_requests SET status = 'confirmed', resumes_at = $3
         WHERE id = $1 AND status = 'approved' AND confirm_from <= $2 RETURNING *`,
        [id, at, resumesAt],
      );
      return rows[0] ? toLift(rows[0]) : null;
    },
    async listForDesk(merchant, status, page) {
      const where = status ? 'l.merchant = $1 AND l.status = $2' : 'l.merchant = $1 AND $2::text IS NULL';
      const rows = await db.query<Row>(
        `SELECT l.*, m.username, m.protection_kind, m.protection_until FROM protection_lift_requests l JOIN members m ON m.id = l.member_id
         WHERE ${where} ORDER BY l.id LIMIT $3 OFFSET $4`,
        [merchant, status, page.limit, page.offset],
      );
      const count = await db.query<Row>(`SELECT count(*) AS n FROM protection_lift_requests l WHERE ${where}`, [merchant, status]);
      return {
        items: rows.map((r) => ({ ...toLift(r), account: String(r.username), protectionKind: strOrNull(r.protection_kind), protectionUntil: numOrNull(r.protection_until) })),
        total: Number(count[0]?.n ?? 0),
      };
    },
  };
}
