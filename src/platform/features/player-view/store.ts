/** The desk's member search: by username (part of it, any case), mobile number or email address. */
import type { Database } from '../../db/database.ts';

export interface PlayerHit {
  id: number;
  username: string;
  mobile: string | null;
  email: string | null;
  registeredAt: number;
}

export interface PlayerSearchStore {
  search(merchant: string, text: string, page: { offset: number; limit: number }): Promise<{ items: PlayerHit[]; total: number }>;
}

type Row = Record<string, unknown>;
const literal = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const toHit = (r: Row): PlayerHit => ({
  id: Number(r.id), username: String(r.username), mobile: r.mobile === null ? null : String(r.mobile),
  email: r.email === null ? null : String(r.email), registeredAt: Number(r.registered_at),
});

export function createPlayerSearchStore(db: Database): PlayerSearchStore {
  return {
    async search(merchant, text, page) {
      const where = `merchant = $1 AND (username_key LIKE $2 OR mobile = $3 OR lower(email) = lower($3))`;
      const params = [merchant, `%${literal(text.normalize('NFKC').toLowerCase())}%`, text];
      const count = await db.query<Row>(`SELECT count(*) AS n FROM members WHERE ${where}`, params);
      const rows = await db.query<Row>(
        `SELECT id, username, mobile, email, registered_at FROM members WHERE ${where} ORDER BY username_key LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`, params,
      );
      return { items: rows.map(toHit), total: Number(count[0]?.n ?? 0) };
    },
  };
}
