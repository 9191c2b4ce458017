/** Site messages to members; the unread count feeds the header badge (CSP_unreadCount). */
import type { Database } from '../db/database.ts';

export interface NewMessage {
  merchant: string;
  memberId: number;
  title: string;
  content: string;
  createdAt: number;
  readAt?: number | null;
  /** Idempotent seeding: a second message with the same key for the member is ignored. */
  seedKey?: string;
}

export interface MessagesStore {
  add(message: NewMessage): Promise<void>;
  unreadCount(merchant: string, memberId: number): Promise<number>;
  markRead(merchant: string, memberId: number, at: number): Promise<number>;
}

export function createMessagesStore(db: Database): MessagesStore {
  return {
    async add(m) {
      await db.query(
        `INSERT INTO messages (merchant, member_id, title, content, created_at, read_at, seed_key) VALUES ($1,$2,$3,$4,$5,$6,$7)
         ON CONFLICT (member_id, seed_key) DO NOTHING`,
        [m.merchant, m.memberId, m.title, m.content, m.createdAt, m.readAt ?? null, m.seedKey ?? null],
      );
    },
    async unreadCount(merchant, memberId) {
      const rows = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM messages WHERE merchant = $1 AND member_id = $2 AND read_at IS NULL', [merchant, memberId]);
      return Number(rows[0]?.n ?? 0);
    },
    async markRead(merchant, memberId, at) {
      const rows = await db.query('UPDATE messages SET read_at = $3 WHERE merchant = $1 AND member_id = $2 AND read_at IS NULL RETURNING id', [merchant, memberId, at]);
      return rows.length;
    },
  };
}
