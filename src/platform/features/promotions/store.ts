/**
 * Promotion applications (migration 520): applications with their images, opt-ins and raffle
 * draws. The "once" rules are unique indexes, so a second insert (a double click, another
 * platform process) fails here and is answered as "already": `insert` returns null for it.
 */
import type { Database, Queryable } from '../../db/database.ts';

export type ApplicationKind = 'apply' | 'join' | 'raffle';
export type ApplicationStatus = 'applying' | 'process' | 'rejected' | 'issued' | 'joined' | 'claimed';
/** The statuses the desk may still decide. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['applying', 'process'];

export interface PromotionApplication {
  id: number;
  memberId: number;
  /** The member's username (desk lists). */
  account: string;
  promotionId: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  comment: string;
  imageCount: number;
  bonusMinor: number | null;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: number | null;
  createdAt: number;
}

export interface NewApplication {
  merchant: string;
  memberId: number;
  promotionId: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  comment: string;
  images: { mime: string; bytes: Buffer }[];
  bonusMinor: number | null;
  at: number;
}

export interface DeskFilter {
  kind?: ApplicationKind;
  status?: ApplicationStatus;
}

export interface PromotionsStore {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Inserts in `tx`; null when a once-rule (unique index) already holds a row for it. */
  insert(tx: Queryable, input: NewApplication): Promise<PromotionApplication | null>;
  find(merchant: string, id: number, tx?: Queryable): Promise<PromotionApplication | null>;
  /** The row under a lock for the rest of `tx` (the desk's decision). */
  lock(tx: Queryable, merchant: string, id: number): Promise<PromotionApplication | null>;
  /** Moves a row from one of `from` to `to`; null when it is no longer in one of them. */
  decide(tx: Queryable, merchant: string, id: number, from: readonly ApplicationStatus[], to: { status: ApplicationStatus; bonusMinor?: number; reason?: string; by: string; at: number }): Promise<PromotionApplication | null>;
  /** Every row of a member on this merchant, newest first. */
  listForMember(merchant: string, memberId: number, paging: { offset: number; limit: number }): Promise<{ items: PromotionApplication[]; total: number }>;
  listForDesk(merchant: string, filter: DeskFilter, paging: { offset: number; limit: number }): Promise<{ items: PromotionApplication[]; total: number }>;
  image(merchant: string, id: number, position: number): Promise<{ mime: string; bytes: Buffer } | null>;
}

const SELECT = 'SELECT a.*, m.username AS account FROM promotion_applications a JOIN members m ON m.id = a.member_id';
const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';
const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const toRecord = (r: Record<string, unknown>): PromotionApplication => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  account: String(r.account),
  promotionId: String(r.promotion_id),
  kind: r.kind as ApplicationKind,
  status: r.status as ApplicationStatus,
  comment: String(r.comment),
  imageCount: Number(r.image_count),
  bonusMinor: numberOrNull(r.bonus_minor),
  reason: r.reason === null ? null : String(r.reason),
  decidedBy: r.decided_by === null ? null : String(r.decided_by),
  decidedAt: numberOrNull(r.decided_at),
  createdAt: Number(r.created_at),
});

export function createPromotionsStore(db: Database): PromotionsStore {
  const find: PromotionsStore['find'] = async (merchant, id, tx = db) => {
    const rows = await tx.query(`${SELECT} WHERE a.merchant = $1 AND a.id = $2`, [merchant, id]);
    return rows[0] ? toRecord(rows[0]) : null;
  };
  return {
    transaction: (fn) => db.transaction(fn),
    async insert(tx, input) {
      let id: number;
      try {
        // A savepoint, so a refused insert leaves the caller's transaction usable (PostgreSQL
        // aborts the whole transaction on an error otherwise).
        await tx.query('SAVEPOINT promotion_insert');
        const rows = await tx.query<{ id: unknown }>(
          `INSERT INTO promotion_applications (merchant, member_id, promotion_id, kind, status, comment, image_count, bonus_minor, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id`,
          [input.merchant, input.memberId, input.promotionId, input.kind, input.status, input.comment, input.images.length, input.bonusMinor, input.at],
        );
        await tx.query('RELEASE SAVEPOINT promotion_insert');
        id = Number(rows[0]?.id);
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT promotion_insert');
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      for (const [position, image] of input.images.entries()) {
        await tx.query('INSERT INTO promotion_application_images (application_id, position, mime, bytes) VALUES ($1,$2,$3,$4)', [id, position, image.mime, image.bytes]);
      }
      return find(input.merchant, id, tx);
    },
    find,
    async lock(tx, merchant, id) {
      const rows = await tx.query<{ id: unknown }>('SELECT id FROM promotion_applications WHERE merchant = $1 AND id = $2 FOR UPDATE', [merchant, id]);
      return rows[0] ? find(merchant, id, tx) : null;
    },
    async decide(tx, merchant, id, from, to) {
      const rows = await tx.query<{ id: unknown }>(
        `UPDATE promotion_applications SET status = $4, bonus_minor = COALESCE($5, bonus_minor), reason = COALESCE($6, reason), decided_by = $7, decided_at = $8
         WHERE merchant = $1 AND id = $2 AND status = ANY($3::text[]) RETURNING id`,
        [merchant, id, [...from], to.status, to.bonusMinor ?? null, to.reason ?? null, to.by, to.at],
      );
      return rows[0] ? find(merchant, id, tx) : null;
    },
    async listForMember(merchant, memberId, { offset, limit }) {
      const rows = await db.query(`${SELECT} WHERE a.merchant = $1 AND a.member_id = $2 ORDER BY a.id DESC LIMIT $3 OFFSET $4`, [merchant, memberId, limit, offset]);
      const total = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM promotion_applications WHERE merchant = $1 AND member_id = $2', [merchant, memberId]);
      return { items: rows.map(toRecord), total: Number(total[0]?.n ?? 0) };
    },
    async listForDesk(merchant, filter, { offset, limit }) {
      const where = ['a.merchant = $1'];
      const params: unknown[] = [merchant];
      if (filter.kind) where.push(`a.kind = $${params.push(filter.kind)}`);
      if (filter.status) where.push(`a.status = $${params.push(filter.status)}`);
      const clause = where.join(' AND ');
      const rows = await db.query(`${SELECT} WHERE ${clause} ORDER BY a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, limit, offset]);
      const total = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM promotion_applications a WHERE ${clause}`, params);
      return { items: rows.map(toRecord), total: Number(total[0]?.n ?? 0) };
    },
    async image(merchant, id, position) {
      const rows = await db.query<{ mime: string; bytes: Uint8Array }>(
        `SELECT i.mime, i.bytes FROM promotion_application_images i JOIN promotion_applications a ON a.id = i.application_id
         WHERE a.merchant = $1 AND a.id = $2 AND i.position = $3`,
        [merchant, id, position],
      );
      const row = rows[0];
      return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
    },
  };
}
