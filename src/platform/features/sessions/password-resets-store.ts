/** Password-reset tokens (hashed, single use, short-lived) and the mail outbox that carries them. */
import type { Database } from '../../db/database.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  createdAt: number;
}

export interface PasswordResetStore {
  create(merchant: string, memberId: number, tokenHash: string, at: number, expiresAt: number): Promise<void>;
  /** Marks the token used and returns its member, or null when unknown, used, revoked or expired. */
  consume(merchant: string, tokenHash: string, now: number): Promise<number | null>;
  /** Every open token of the member ends (a password change or reset). */
  revokeForMember(memberId: number, now: number): Promise<void>;
  mail(merchant: string, to: string, subject: string, body: string, at: number): Promise<void>;
  latestMail(merchant: string, filter: { to?: string }, limit: number): Promise<MailMessage[]>;
}

export function createPasswordResetStore(db: Database): PasswordResetStore {
  return {
    async create(merchant, memberId, tokenHash, at, expiresAt) {
      await db.query('INSERT INTO password_resets (token_hash, member_id, merchant, created_at, expires_at) VALUES ($1,$2,$3,$4,$5)', [
        tokenHash, memberId, merchant, at, expiresAt,
      ]);
    },
    async consume(merchant, tokenHash, now) {
      // One statement: two resets racing on one token cannot both win.
      const rows = await db.query<{ member_id: unknown }>(
        `UPDATE password_resets SET used_at = $3 WHERE token_hash = $1 AND merchant = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $3
         RETURNING member_id`,
        [tokenHash, merchant, now],
      );
      return rows[0] ? Number(rows[0].member_id) : null;
    },
    async revokeForMember(memberId, now) {
      await db.query('UPDATE password_resets SET revoked_at = $2 WHERE member_id = $1 AND used_at IS NULL AND revoked_at IS NULL', [memberId, now]);
    },
    async mail(merchant, to, subject, body, at) {
      await db.query('INSERT INTO mail_outbox (merchant, to_address, subject, body, created_at) VALUES ($1,$2,$3,$4,$5)', [merchant, to, subject, body, at]);
    },
    async latestMail(merchant, filter, limit) {
      const rows = await db.query<{ to_address: string; subject: string; body: string; created_at: unknown }>(
        `SELECT to_address, subject, body, created_at FROM mail_outbox WHERE merchant = $1 AND ($2::text IS NULL OR to_address = $2)
         ORDER BY created_at DESC, id DESC LIMIT $3`,
        [merchant, filter.to ?? null, limit],
      );
      return rows.map((r) => ({ to: r.to_address, subject: r.subject, body: r.body, createdAt: Number(r.created_at) }));
    },
  };
}
