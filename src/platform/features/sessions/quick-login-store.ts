/** Quick-login tokens keyed by the SHA-256 of the token (a leaked table leaks no usable token). */
import type { Database } from '../../db/database.ts';

export interface QuickLoginRecord {
  tokenHash: string;
  memberId: number;
  merchant: string;
  loginDeviceId: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  revokedAt: number | null;
}

export interface QuickLoginStore {
  /** Stores a new token for the device, revoking the device's earlier live tokens (one per device). */
  issue(record: Omit<QuickLoginRecord, 'usedAt' | 'revokedAt'>): Promise<void>;
  /**
   * Marks the token used when it is live and bound to this merchant and device, in one
   * conditional statement (two racing uses cannot both pass). Null when it is not.
   */
  consume(tokenHash: string, merchant: string, loginDeviceId: string, now: number): Promise<QuickLoginRecord | null>;
  find(tokenHash: string): Promise<QuickLoginRecord | null>;
  /** Revokes the member's live tokens: of one device, or all of them. */
  revokeForMember(memberId: number, now: number, loginDeviceId?: string): Promise<number>;
}

const toRecord = (r: Record<string, unknown>): QuickLoginRecord => ({
  tokenHash: String(r.token_hash),
  memberId: Number(r.member_id),
  merchant: String(r.merchant),
  loginDeviceId: String(r.login_device_id),
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  usedAt: r.used_at === null ? null : Number(r.used_at),
  revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
});

export function createQuickLoginStore(db: Database): QuickLoginStore {
  return {
    async issue(q) {
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE quick_login_tokens SET revoked_at = $3 WHERE member_id = $1 AND login_device_id = $2 AND revoked_at IS NULL AND used_at IS NULL',
          [q.memberId, q.loginDeviceId, q.createdAt],
        );
        await tx.query(
          'INSERT INTO quick_login_tokens (token_hash, member_id, merchant, login_device_id, created_at, expires_at) VALUES ($1,$2,$3,$4,$5,$6)',
          [q.tokenHash, q.memberId, q.merchant, q.loginDeviceId, q.createdAt, q.expiresAt],
        );
      });
    },
    async consume(tokenHash, merchant, loginDeviceId, now) {
      const rows = await db.query<Record<string, unknown>>(
        `UPDATE quick_login_tokens SET used_at = $4
         WHERE token_hash = $1 AND merchant = $2 AND login_device_id = $3 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $4
         RETURNING *`,
        [tokenHash, merchant, loginDeviceId, now],
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async find(tokenHash) {
      const rows = await db.query<Record<string, unknown>>('SELECT * FROM quick_login_tokens WHERE token_hash = $1', [tokenHash]);
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async revokeForMember(memberId, now, loginDeviceId) {
      const rows = loginDeviceId === undefined
        ? await db.query('UPDATE quick_login_tokens SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL AND used_at IS NULL RETURNING token_hash', [memberId, now])
        : await db.query(
          'UPDATE quick_login_tokens SET revoked_at = $2 WHERE member_id = $1 AND login_device_id = $3 AND revoked_at IS NULL AND used_at IS NULL RETURNING token_hash',
          [memberId, now, loginDeviceId],
        );
      return rows.length;
    },
  };
}
