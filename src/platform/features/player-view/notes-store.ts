/** Desk notes on members (migration 620): appended, listed newest first, never changed. */
import type { Database, Queryable } from '../../db/database.ts';

export interface PlayerNote {
  id: number;
  text: string;
  author: string;
  at: number;
}

export interface PlayerNotesStore {
  add(tx: Queryable, note: { merchant: string; memberId: number; text: string; author: string; at: number }): Promise<PlayerNote>;
  list(merchant: string, memberId: number, page: { offset: number; limit: number }): Promise<{ items: PlayerNote[]; total: number }>;
}

type Row = Record<string, unknown>;
const toNote = (r: Row): PlayerNote => ({ id: Number(r.id), text: String(r.text), author: String(r.author), at: Number(r.created_at) });

export function createPlayerNotesStore(db: Database): PlayerNotesStore {
  return {
    async add(tx, note) {
      const rows = await tx.query<Row>(
        'INSERT INTO player_notes (merchant, member_id, text, author, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, text, author, created_at',
        [note.merchant, note.memberId, note.text, note.author, note.at],
      );
      return toNote(rows[0]!);
    },
    async list(merchant, memberId, page) {
      const count = await db.query<Row>('SELECT count(*) AS n FROM player_notes WHERE merchant = $1 AND member_id = $2', [merchant, memberId]);
      const rows = await db.query<Row>(
        `SELECT id, text, author, created_at FROM player_notes WHERE merchant = $1 AND member_id = $2 ORDER BY id DESC LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`,
        [merchant, memberId],
      );
      return { items: rows.map(toNote), total: Number(count[0]?.n ?? 0) };
    },
  };
}
