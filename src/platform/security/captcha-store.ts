/** Captcha answers (single use, bound to a client key) and the failed-login record that demands one. */
import type { Database } from '../db/database.ts';

export type CaptchaCheck = 'ok' | 'wrong' | 'missing';

export interface CaptchaStore {
  create(merchant: string, clientKey: string, answer: string, at: number): Promise<void>;
  /** Consumes the client's newest unused captcha younger than `ttlMs`, whatever the answer. */
  consume(merchant: string, clientKey: string, answer: string, now: number, ttlMs: number): Promise<CaptchaCheck>;
  /** The answer of the client's newest unused captcha (development endpoint for browser tests). */
  latestAnswer(merchant: string, clientKey: string): Promise<string | null>;
  recordLoginFailure(merchant: string, usernameKey: string, at: number): Promise<void>;
  loginFailuresSince(merchant: string, usernameKey: string, since: number): Promise<number>;
  clearLoginFailures(merchant: string, usernameKey: string): Promise<void>;
}

export function createCaptchaStore(db: Database): CaptchaStore {
  return {
    async create(merchant, clientKey, answer, at) {
      await db.query('INSERT INTO captchas (merchant, client_key, answer, created_at) VALUES ($1,$2,$3,$4)', [merchant, clientKey, answer, at]);
    },
    consume(merchant, clientKey, answer, now, ttlMs) {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ id: unknown; answer: string }>(
          `SELECT id, answer FROM captchas WHERE merchant = $1 AND client_key = $2 AND used_at IS NULL AND created_at > $3
           ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
          [merchant, clientKey, now - ttlMs],
        );
        const row = rows[0];
        if (!row) return 'missing';
        await tx.query('UPDATE captchas SET used_at = $2 WHERE id = $1', [row.id, now]);
        return row.answer.toUpperCase() === answer.trim().toUpperCase() ? 'ok' : 'wrong';
      });
    },
    async latestAnswer(merchant, clientKey) {
      const rows = await db.query<{ answer: string }>(
        'SELECT answer FROM captchas WHERE merchant = $1 AND client_key = $2 AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1',
        [merchant, clientKey],
      );
      return rows[0]?.answer ?? null;
    },
    async recordLoginFailure(merchant, usernameKey, at) {
      await db.query('INSERT INTO login_failures (merchant, username_key, failed_at) VALUES ($1,$2,$3)', [merchant, usernameKey, at]);
    },
    async loginFailuresSince(merchant, usernameKey, since) {
      const rows = await db.query<{ n: unknown }>(
        'SELECT count(*) AS n FROM login_failures WHERE merchant = $1 AND username_key = $2 AND failed_at > $3',
        [merchant, usernameKey, since],
      );
      return Number(rows[0]?.n ?? 0);
    },
    async clearLoginFailures(merchant, usernameKey) {
      await db.query('DELETE FROM login_failures WHERE merchant = $1 AND username_key = $2', [merchant, usernameKey]);
    },
  };
}
