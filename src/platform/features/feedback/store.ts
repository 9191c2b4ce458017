/**
 * Feedback (migration 440): what members sent, their optional image and the desk's reply. A reply
 * is written once: the desk's update only takes a row that has none (a second operator answering
 * the same row at the same time gets `null` and the desk says the state changed).
 */
import type { Database, Queryable } from '../../db/database.ts';
import type { FeedbackType } from '../../../generated/merchant.ts';
import type { FeedbackItem } from '../../../generated/api/common/feedback-item.ts';

/** A feedback row: the call schema's item (common/feedback-item.json), its member and who replied. */
export interface FeedbackRecord extends FeedbackItem {
  memberId: number;
  /** The member's username (desk lists). */
  account: string;
  repliedBy: string | null;
}

export interface NewFeedback {
  merchant: string;
  memberId: number;
  type: FeedbackType;
  content: string;
  image: { mime: string; bytes: Buffer } | null;
  at: number;
}

export interface FeedbackStore {
  create(input: NewFeedback): Promise<FeedbackRecord>;
  /** The member's own feedback, newest first. */
  listForMember(memberId: number, paging: { offset: number; limit: number }): Promise<{ items: FeedbackRecord[]; total: number }>;
  /** A merchant's feedback for the desk: `answered` true / false / null = all. */
  listForDesk(merchant: string, answered: boolean | null, paging: { offset: number; limit: number }): Promise<{ items: FeedbackRecord[]; total: number }>;
  find(merchant: string, id: number, tx?: Queryable): Promise<FeedbackRecord | null>;
  /** Sets the reply of an unanswered row; null when the row is missing or already answered. */
  reply(tx: Queryable, merchant: string, id: number, text: string, by: string, at: number): Promise<FeedbackRecord | null>;
  image(merchant: string, id: number): Promise<{ mime: string; bytes: Buffer } | null>;
  /** How many a member sent since `since` (a flood guard). */
  countSince(memberId: number, since: number): Promise<number>;
}

const SELECT = `SELECT f.*, m.username AS account FROM feedback f JOIN members m ON m.id = f.member_id`;

const toRecord = (r: Record<string, unknown>): FeedbackRecord => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  account: String(r.account),
  type: r.type as FeedbackType,
  content: String(r.content),
  hasImage: Boolean(r.has_image),
  createdAt: Number(r.created_at),
  reply: r.reply === null ? null : String(r.reply),
  repliedBy: r.replied_by === null ? null : String(r.replied_by),
  repliedAt: r.replied_at === null ? null : Number(r.replied_at),
});

export function createFeedbackStore(db: Database): FeedbackStore {
  const find: FeedbackStore['find'] = async (merchant, id, tx = db) => {
    const rows = await tx.query(`${SELECT} WHERE f.merchant = $1 AND f.id = $2`, [merchant, id]);
    return rows[0] ? toRecord(rows[0]) : null;
  };
  return {
    create(input) {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ id: unknown }>(
          'INSERT INTO feedback (merchant, member_id, type, content, has_image, created_at) VALUES ($1,$2,$3,$4,$5,$6) RETURNING id',
          [input.merchant, input.memberId, input.type, input.content, input.image !== null, input.at],
        );
        const id = Number(rows[0]?.id);
        if (input.image) await tx.query('INSERT INTO feedback_images (feedback_id, mime, bytes) VALUES ($1,$2,$3)', [id, input.image.mime, input.image.bytes]);
        const created = await find(input.merchant, id, tx);
        if (!created) throw new Error('feedback missing after insert');
        return created;
      });
    },
    async listForMember(memberId, { offset, limit }) {
      const rows = await db.query(`${SELECT} WHERE f.member_id = $1 ORDER BY f.id DESC LIMIT $2 OFFSET $3`, [memberId, limit, offset]);
      const total = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM feedback WHERE member_id = $1', [memberId]);
      return { items: rows.map(toRecord), total: Number(total[0]?.n ?? 0) };
    },
    async listForDesk(merchant, answered, { offset, limit }) {
      const filter = answered === null ? '' : ` AND (f.reply IS NULL) = ${answered ? 'FALSE' : 'TRUE'}`;
      const rows = await db.query(`${SELECT} WHERE f.merchant = $1${filter} ORDER BY f.id DESC LIMIT $2 OFFSET $3`, [merchant, limit, offset]);
      const total = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM feedback f WHERE f.merchant = $1${filter}`, [merchant]);
      return { items: rows.map(toRecord), total: Number(total[0]?.n ?? 0) };
    },
    find,
    async reply(tx, merchant, id, text, by, at) {
      const updated = await tx.query<{ id: unknown }>(
        'UPDATE feedback SET reply = $3, replied_by = $4, replied_at = $5 WHERE merchant = $1 AND id = $2 AND reply IS NULL RETURNING id',
        [merchant, id, text, by, at],
      );
      return updated[0] ? find(merchant, id, tx) : null;
    },
    async image(merchant, id) {
      const rows = await db.query<{ mime: string; bytes: Uint8Array }>(
        'SELECT i.mime, i.bytes FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id WHERE f.merchant = $1 AND f.id = $2',
        [merchant, id],
      );
      const row = rows[0];
      return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
    },
    async countSince(memberId, since) {
      const rows = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM feedback WHERE member_id = $1 AND created_at > $2', [memberId, since]);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
