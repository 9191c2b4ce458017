/**
 * The local stand-in for a national self-exclusion register (migration 605): people listed by
 * mobile number or email, shared by every merchant of the platform. A real register (ROFUS,
 * OASIS, Spelpaus) answers the same question over its own API: is this person listed now?
 */
import type { Database, Queryable } from '../../db/database.ts';

export type RegisterKind = 'mobile' | 'email';

export interface RegisterEntry {
  id: number;
  kind: RegisterKind;
  value: string;
  until: number | null;
  note: string;
  addedAt: number;
  addedBy: string;
}

export interface ExclusionRegisterStore {
  /** The listing in force at `now` for any of the person's identifiers; the latest-ending first. */
  listed(person: { mobile: string | null; email: string | null }, now: number): Promise<RegisterEntry | null>;
  add(tx: Queryable, entry: Omit<RegisterEntry, 'id'>): Promise<RegisterEntry>;
  remove(tx: Queryable, id: number): Promise<RegisterEntry | null>;
  list(page: { offset: number; limit: number }): Promise<{ items: RegisterEntry[]; total: number }>;
}

type Row = Record<string, unknown>;
const toEntry = (r: Row): RegisterEntry => ({
  id: Number(r.id),
  kind: r.kind as RegisterKind,
  value: String(r.value),
  until: r.until === null || r.until === undefined ? null : Number(r.until),
  note: String(r.note),
  addedAt: Number(r.added_at),
  addedBy: String(r.added_by),
});

/** How the register keeps a value: emails in lower case, numbers as members register them. */
export const registerValue = (kind: RegisterKind, value: string): string => (kind === 'email' ? value.trim().toLowerCase() : value.trim());

export function createExclusionRegisterStore(db: Database): ExclusionRegisterStore {
  return {
    async listed(person, now) {
      const mobile = person.mobile ? registerValue('mobile', person.mobile) : null;
      const email = person.email ? registerValue('email', person.email) : null;
      if (!mobile && !email) return null;
      const rows = await db.query<Row>(
        `SELECT * FROM exclusion_register
         WHERE ((kind = 'mobile' AND value = $1) OR (kind = 'email' AND value = $2)) AND (until IS NULL OR until > $3)
         ORDER BY until IS NULL DESC, until DESC LIMIT 1`,
        [mobile, email, now],
      );
      return rows[0] ? toEntry(rows[0]) : null;
    },
    async add(tx, e) {
      const rows = await tx.query<Row>(
        'INSERT INTO exclusion_register (kind, value, until, note, added_at, added_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
        [e.kind, registerValue(e.kind, e.value), e.until, e.note, e.addedAt, e.addedBy],
      );
      return toEntry(rows[0]!);
    },
    async remove(tx, id) {
      const rows = await tx.query<Row>('DELETE FROM exclusion_register WHERE id = $1 RETURNING *', [id]);
      return rows[0] ? toEntry(rows[0]) : null;
    },
    async list(page) {
      const rows = await db.query<Row>('SELECT * FROM exclusion_register ORDER BY id DESC LIMIT $1 OFFSET $2', [page.limit, page.offset]);
      const count = await db.query<Row>('SELECT count(*) AS n FROM exclusion_register');
      return { items: rows.map(toEntry), total: Number(count[0]?.n ?? 0) };
    },
  };
}
