/** Site messages to members: the member's inbox, and the unread count of the header badge (CSP_unreadCount). */
import type { Database } from '../../db/database.ts';
import type { InboxMessage } from '../../../generated/api/common/inbox-message.ts';

export interface NewMessage {
  merchant: string;
  memberId: number;
  title: string;
  content: string;
  createdAt: number;
  readAt?: number | null;
  /** Idempotent seeding: a second message with the same key for the member is ignored. */
  seedKey?: string;
  /** Who wrote it (a member replying to their upline); null = the site. */
  senderId?: number | null;
  replyTo?: number | null;
}

/** A message as the inbox shows it: the call schema's own type (schemas/api/common/inbox-message.json). */
export type { InboxMessage };

export interface InboxPage {
  list: InboxMessage[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface MessagesStore {
  add(message: NewMessage): Promise<number | null>;
  /** Unread and not deleted, created at or after `since` (the inbox's window). */
  unreadCount(merchant: string, memberId: number, since?: number): Promise<number>;
  markRead(merchant: string, memberId: number, at: number): Promise<number>;
  /** Newest first, not deleted, created at or after `since`; `before` is a cursor of a previous page. */
  page(merchant: string, memberId: number, options: { since: number; before: { createdAt: number; id: number } | null; limit: number }): Promise<InboxPage>;
  /** How many of `ids` are this member's live messages (a batch naming another's id is refused). */
  countOwn(merchant: string, memberId: number, ids: number[]): Promise<number>;
  markReadIds(merchant: string, memberId: number, ids: number[], at: number): Promise<number>;
  deleteIds(merchant: string, memberId: number, ids: number[], at: number): Promise<number>;
  findOwn(merchant: string, memberId: number, id: number): Promise<InboxMessage | null>;
}

type Row = Record<string, unknown>;
const toMessage = (r: Row): InboxMessage => ({
  id: Number(r.id),
  title: String(r.title),
  content: String(r.content),
  createdAt: Number(r.created_at),
  read: r.read_at !== null && r.read_at !== undefined,
  event: typeof r.event === 'string' ? r.event : null,
  // Written by the notifier from MemberEventParams (notifications/notifier.ts); PGlite returns JSON parsed, pg as text.
  params: r.params && typeof r.params === 'object' ? (r.params as InboxMessage['params']) : typeof r.params === 'string' ? (JSON.parse(r.params) as InboxMessage['params']) : null,
  sender: typeof r.sender === 'string' ? r.sender : null,
});
const SELECT = `SELECT m.id, m.title, m.content, m.created_at, m.read_at, m.event, m.params, s.username AS sender
  FROM messages m LEFT JOIN members s ON s.id = m.sender_id`;

export function createMessagesStore(db: Database): MessagesStore {
  return {
    async add(m) {
      const rows = await db.query<{ id: unknown }>(
        `INSERT INTO messages (merchant, member_id, title, content, created_at, read_at, seed_key, sender_id, reply_to) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)
         ON CONFLICT (member_id, seed_key) DO NOTHING RETURNING id`,
        [m.merchant, m.memberId, m.title, m.content, m.createdAt, m.readAt ?? null, m.seedKey ?? null, m.senderId ?? null, m.replyTo ?? null],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },
    async unreadCount(merchant, memberId, since = 0) {
      const rows = await db.query<{ n: unknown }>(
        'SELECT count(*) AS n FROM messages WHERE merchant = $1 AND member_id = $2 AND read_at IS NULL AND deleted_at IS NULL AND created_at >= $3',
        [merchant, memberId, since],
      );
      return Number(rows[0]?.n ?? 0);
    },
    async markRead(merchant, memberId, at) {
      const rows = await db.query('UPDATE messages SET read_at = $3 WHERE merchant = $1 AND member_id = $2 AND read_at IS NULL AND deleted_at IS NULL RETURNING id', [merchant, memberId, at]);
      return rows.length;
    },
    async page(merchant, memberId, { since, before, limit }) {
      const params: unknown[] = [merchant, memberId, since, limit + 1];
      let where = 'm.merchant = $1 AND m.member_id = $2 AND m.deleted_at IS NULL AND m.created_at >= $3';
      if (before) {
        params.push(before.createdAt, before.id);
        where += ' AND (m.created_at, m.id) < ($5, $6)';
      }
      const rows = await db.query<Row>(`${SELECT} WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT $4`, params);
      const list = rows.slice(0, limit).map(toMessage);
      const last = list[list.length - 1];
      return { list, nextCursor: rows.length > limit && last ? `${last.createdAt}_${last.id}` : null };
    },
    async countOwn(merchant, memberId, ids) {
      const rows = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM messages WHERE merchant = $1 AND member_id = $2 AND deleted_at IS NULL AND id = ANY($3::bigint[])', [merchant, memberId, ids]);
      return Number(rows[0]?.n ?? 0);
    },
    async markReadIds(merchant, memberId, ids, at) {
      const rows = await db.query('UPDATE messages SET read_at = $4 WHERE merchant = $1 AND member_id = $2 AND read_at IS NULL AND deleted_at IS NULL AND id = ANY($3::bigint[]) RETURNING id', [merchant, memberId, ids, at]);
      return rows.length;
    },
    async deleteIds(merchant, memberId, ids, at) {
      const rows = await db.query('UPDATE messages SET deleted_at = $4 WHERE merchant = $1 AND member_id = $2 AND deleted_at IS NULL AND id = ANY($3::bigint[]) RETURNING id', [merchant, memberId, ids, at]);
      return rows.length;
    },
    async findOwn(merchant, memberId, id) {
      const rows = await db.query<Row>(`${SELECT} WHERE m.merchant = $1 AND m.member_id = $2 AND m.deleted_at IS NULL AND m.id = $3`, [merchant, memberId, id]);
      return rows[0] ? toMessage(rows[0]) : null;
    },
  };
}
