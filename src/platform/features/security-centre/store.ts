/**
 * The security centre's data (migration 350): one-time recovery codes for two-factor login, the
 * codes that prove a new mobile or email before it is bound, and the binding itself.
 */
import type { Database } from '../../db/database.ts';

export type ContactChannel = 'mobile' | 'email';
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'missing' | 'used' | 'tooManyAttempts';

export interface ContactCode {
  merchant: string;
  memberId: number;
  channel: ContactChannel;
  address: string;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
}

export interface MemberSecurityStore {
  /** Replaces the member's recovery codes by these (hashed) ones. */
  replaceRecoveryCodes(memberId: number, hashes: string[], at: number): Promise<void>;
  /** Spends one unused recovery code; false = unknown or already used (one statement: two logins cannot both spend it). */
  useRecoveryCode(memberId: number, hash: string, at: number): Promise<boolean>;
  recoveryCodesLeft(memberId: number): Promise<number>;
  /** Two-factor off: the secret and the recovery codes go. */
  removeTwoFactor(memberId: number): Promise<void>;
  issueContactCode(code: ContactCode): Promise<void>;
  /** Checks `codeHash` against the member's newest code on `channel`, which must be for `address`; a match is spent. */
  checkContactCode(memberId: number, channel: ContactChannel, address: string, codeHash: string, now: number, maxAttempts: number): Promise<CodeCheck>;
  /** Binds the mobile; 'taken' when another member of the merchant has it (the unique index decides, so two binds cannot race). */
  setMobile(memberId: number, mobile: string): Promise<'ok' | 'taken'>;
  setEmail(memberId: number, email: string): Promise<void>;
}

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

export function createMemberSecurityStore(db: Database): MemberSecurityStore {
  return {
    replaceRecoveryCodes(memberId, hashes, at) {
      return db.transaction(async (tx) => {
        await tx.query('DELETE FROM member_recovery_codes WHERE member_id = $1', [memberId]);
        for (const hash of hashes) await tx.query('INSERT INTO member_recovery_codes (member_id, code_hash, created_at) VALUES ($1, $2, $3)', [memberId, hash, at]);
      });
    },
    async useRecoveryCode(memberId, hash, at) {
      const rows = await db.query('UPDATE member_recovery_codes SET used_at = $3 WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING member_id', [memberId, hash, at]);
      return rows.length > 0;
    },
    async recoveryCodesLeft(memberId) {
      const rows = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM member_recovery_codes WHERE member_id = $1 AND used_at IS NULL', [memberId]);
      return Number(rows[0]?.n ?? 0);
    },
    removeTwoFactor(memberId) {
      return db.transaction(async (tx) => {
        await tx.query('DELETE FROM member_recovery_codes WHERE member_id = $1', [memberId]);
        await tx.query('DELETE FROM member_totp WHERE member_id = $1', [memberId]);
      });
    },
    async issueContactCode(c) {
      await db.query(
        'INSERT INTO contact_codes (merchant, member_id, channel, address, code_hash, created_at, expires_at) VALUES ($1,$2,$3,$4,$5,$6,$7)',
        [c.merchant, c.memberId, c.channel, c.address, c.codeHash, c.createdAt, c.expiresAt],
      );
    },
    checkContactCode(memberId, channel, address, codeHash, now, maxAttempts) {
      return db.transaction(async (tx) => {
        const rows = await tx.query<Record<string, unknown>>(
          `SELECT id, address, code_hash, expires_at, used_at, attempts FROM contact_codes WHERE member_id = $1 AND channel = $2
           ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
          [memberId, channel],
        );
        const row = rows[0];
        if (!row || String(row.address) !== address) return 'missing';
        if (row.used_at !== null) return 'used';
        if (Number(row.attempts) >= maxAttempts) return 'tooManyAttempts';
        if (Number(row.expires_at) <= now) return 'expired';
        if (String(row.code_hash) !== codeHash) {
          await tx.query('UPDATE contact_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
          return 'invalid';
        }
        await tx.query('UPDATE contact_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
        return 'ok';
      });
    },
    async setMobile(memberId, mobile) {
      try {
        const rows = await db.query(
          `UPDATE members m SET mobile = $2 WHERE m.id = $1
           AND NOT EXISTS (SELECT 1 FROM members o WHERE o.merchant = m.merchant AND o.mobile = $2 AND o.id <> m.id) RETURNING m.id`,
          [memberId, mobile],
        );
        return rows.length > 0 ? 'ok' : 'taken';
      } catch (error) {
        // Two members binding one number at once: the unique index refuses the second.
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
    async setEmail(memberId, email) {
      await db.query('UPDATE members SET email = $2 WHERE id = $1', [memberId, email]);
    },
  };
}
