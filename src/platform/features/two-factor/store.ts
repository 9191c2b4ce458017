/** Members' TOTP secrets (pending or enabled), the last accepted step and the open login challenge. */
import type { Database } from '../../db/database.ts';

export interface TotpRecord {
  memberId: number;
  secret: string;
  enabledAt: number | null;
  lastStep: number | null;
}

export interface TotpStore {
  find(memberId: number): Promise<TotpRecord | null>;
  /** Starts (or restarts) enrolment with a new pending secret; refused (false) when one is already enabled. */
  setPending(memberId: number, secret: string, at: number): Promise<boolean>;
  /** Enables the pending secret, recording `step` as used. */
  enable(memberId: number, step: number, at: number): Promise<boolean>;
  /** An enabled secret set directly (seed data). Keeps an existing row. */
  enroll(memberId: number, secret: string, at: number): Promise<void>;
  /**
   * Records `step` as used when it is newer than the last used one; false = replay (the check and
   * the write are one statement, so two logins racing with one code cannot both pass).
   */
  useStep(memberId: number, step: number): Promise<boolean>;
  openChallenge(memberId: number, client: string, until: number): Promise<void>;
  hasChallenge(memberId: number, client: string, now: number): Promise<boolean>;
  closeChallenge(memberId: number): Promise<void>;
}

type Row = Record<string, unknown>;
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function createTotpStore(db: Database): TotpStore {
  return {
    async find(memberId) {
      const rows = await db.query<Row>('SELECT member_id, secret, enabled_at, last_step FROM member_totp WHERE member_id = $1', [memberId]);
      const r = rows[0];
      return r ? { memberId: Number(r.member_id), secret: String(r.secret), enabledAt: numOrNull(r.enabled_at), lastStep: numOrNull(r.last_step) } : null;
    },
    async setPending(memberId, secret, at) {
      const rows = await db.query(
        `INSERT INTO member_totp (member_id, secret, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at, last_step = NULL
         WHERE member_totp.enabled_at IS NULL
         RETURNING member_id`,
        [memberId, secret, at],
      );
      return rows.length > 0;
    },
    async enable(memberId, step, at) {
      const rows = await db.query('UPDATE member_totp SET enabled_at = $2, last_step = $3 WHERE member_id = $1 AND enabled_at IS NULL RETURNING member_id', [memberId, at, step]);
      return rows.length > 0;
    },
    async enroll(memberId, secret, at) {
      await db.query('INSERT INTO member_totp (member_id, secret, enabled_at, created_at) VALUES ($1, $2, $3, $3) ON CONFLICT (member_id) DO NOTHING', [memberId, secret, at]);
    },
    async useStep(memberId, step) {
      const rows = await db.query(
        'UPDATE member_totp SET last_step = $2 WHERE member_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING member_id',
        [memberId, step],
      );
      return rows.length > 0;
    },
    async openChallenge(memberId, client, until) {
      await db.query('UPDATE member_totp SET challenge_client = $2, challenge_until = $3 WHERE member_id = $1', [memberId, client, until]);
    },
    async hasChallenge(memberId, client, now) {
      const rows = await db.query('SELECT 1 FROM member_totp WHERE member_id = $1 AND challenge_client = $2 AND challenge_until > $3', [memberId, client, now]);
      return rows.length > 0;
    },
    async closeChallenge(memberId) {
      await db.query('UPDATE member_totp SET challenge_client = NULL, challenge_until = NULL WHERE member_id = $1', [memberId]);
    },
  };
}
