/** The SMS outbox: codes bound to merchant, number and purpose; single use; attempts limited. */
import type { Database } from '../../db/database.ts';
import type { DevSmsOutboxResponse } from '../../../generated/api/devSmsOutbox.ts';

export type SmsPurpose = 'login' | 'register' | 'forgotPassword' | 'loginVerify' | 'paymentPassword' | 'bindMobile';
export type SmsCheck = 'ok' | 'invalid' | 'expired' | 'missing' | 'used' | 'tooManyAttempts';

/** A sent code as the dev outbox shows it (devSmsOutbox's answer). */
export type SmsMessage = DevSmsOutboxResponse[number];

export interface SmsStore {
  send(merchant: string, mobile: string, purpose: SmsPurpose, code: string, at: number, expiresAt: number): Promise<void>;
  verify(merchant: string, mobile: string, purpose: SmsPurpose, code: string, now: number, maxAttempts: number): Promise<SmsCheck>;
  latest(merchant: string, filter: { mobile?: string; purpose?: string }, limit: number): Promise<SmsMessage[]>;
}

export function createSmsStore(db: Database): SmsStore {
  return {
    async send(merchant, mobile, purpose, code, at, expiresAt) {
      await db.query('INSERT INTO sms_outbox (merchant, mobile, purpose, code, created_at, expires_at) VALUES ($1,$2,$3,$4,$5,$6)', [
        merchant, mobile, purpose, code, at, expiresAt,
      ]);
    },
    verify(merchant, mobile, purpose, code, now, maxAttempts) {
      // Only the newest code counts: sending a new code retires the older ones.
      return db.transaction(async (tx) => {
        const rows = await tx.query<Record<string, unknown>>(
          `SELECT id, code, expires_at, used_at, attempts FROM sms_outbox WHERE merchant = $1 AND mobile = $2 AND purpose = $3
           ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
          [merchant, mobile, purpose],
        );
        const row = rows[0];
        if (!row) return 'missing';
        if (row.used_at !== null) return 'used';
        if (Number(row.attempts) >= maxAttempts) return 'tooManyAttempts';
        if (Number(row.expires_at) <= now) return 'expired';
        if (String(row.code) !== code.trim()) {
          await tx.query('UPDATE sms_outbox SET attempts = attempts + 1 WHERE id = $1', [row.id]);
          return 'invalid';
        }
        await tx.query('UPDATE sms_outbox SET used_at = $2 WHERE id = $1', [row.id, now]);
        return 'ok';
      });
    },
    async latest(merchant, filter, limit) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT mobile, purpose, code, created_at, expires_at, used_at FROM sms_outbox
         WHERE merchant = $1 AND ($2::text IS NULL OR mobile = $2) AND ($3::text IS NULL OR purpose = $3)
         ORDER BY created_at DESC, id DESC LIMIT $4`,
        [merchant, filter.mobile ?? null, filter.purpose ?? null, limit],
      );
      return rows.map((r) => ({
        mobile: String(r.mobile),
        purpose: String(r.purpose),
        code: String(r.code),
        createdAt: Number(r.created_at),
        expiresAt: Number(r.expires_at),
        used: r.used_at !== null,
      }));
    },
  };
}
