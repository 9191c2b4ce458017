/** Sessions keyed by the SHA-256 of the token: a leaked table does not leak usable tokens. */
import type { Database } from '../db/database.ts';

export interface Session {
  tokenHash: string;
  memberId: number;
  merchant: string;
  ip: string;
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
}

export interface SessionsStore {
  create(session: Omit<Session, 'revokedAt' | 'lastSeenAt'>): Promise<void>;
  find(tokenHash: string): Promise<Session | null>;
  touch(tokenHash: string, at: number): Promise<void>;
  revoke(tokenHash: string, at: number): Promise<void>;
  revokeAllForMember(memberId: number, at: number): Promise<number>;
}

export function createSessionsStore(db: Database): SessionsStore {
  return {
    async create(s) {
      await db.query('INSERT INTO sessions (token_hash, member_id, merchant, ip, created_at, last_seen_at) VALUES ($1,$2,$3,$4,$5,$5)', [
        s.tokenHash, s.memberId, s.merchant, s.ip, s.createdAt,
      ]);
    },
    async find(tokenHash) {
      const rows = await db.query<Record<string, unknown>>('SELECT * FROM sessions WHERE token_hash = $1', [tokenHash]);
      const r = rows[0];
      if (!r) return null;
      return {
        tokenHash: String(r.token_hash),
        memberId: Number(r.member_id),
        merchant: String(r.merchant),
        ip: String(r.ip),
        createdAt: Number(r.created_at),
        lastSeenAt: Number(r.last_seen_at),
        revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
      };
    },
    async touch(tokenHash, at) {
      await db.query('UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, $2) WHERE token_hash = $1', [tokenHash, at]);
    },
    async revoke(tokenHash, at) {
      await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, at]);
    },
    async revokeAllForMember(memberId, at) {
      const rows = await db.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL RETURNING token_hash', [memberId, at]);
      return rows.length;
    },
  };
}
