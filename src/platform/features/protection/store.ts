/**
 * Player protection: time-outs and self-exclusions (on the member's row, migration 280, so the
 * session check reads them with the member), their record, the reality-check interval, and the
 * play of a session that the reality check reports.
 */
import type { Database } from '../../db/database.ts';
import type { Protection, ProtectionKind } from '../members/index.ts';

export interface SessionPlay {
  rounds: number;
  betMinor: number;
  winMinor: number;
}

export interface ProtectionStore {
  /**
   * Blocks the member until `until`. Only ever lengthens: an earlier end than the one in force
   * changes nothing and answers null (the check and the write are one statement, so two racing
   * requests cannot shorten it either).
   */
  start(memberId: number, kind: ProtectionKind, duration: string, until: number, at: number): Promise<Protection | null>;
  setRealityCheck(memberId: number, minutes: number | null): Promise<void>;
  /** Rounds the member played from `since` on (real and demo). */
  playSince(memberId: number, since: number): Promise<SessionPlay>;
  /**
   * The same person's accounts on `merchants` (the same mobile number, or the same email ignoring
   * case), other than `memberId`, with the break each has.
   */
  samePerson(merchants: string[], memberId: number | null, person: { mobile: string | null; email: string | null }): Promise<{ id: number; merchant: string; protection: Protection | null }[]>;
  /**
   * Brings a self-exclusion's end down to `until` (a lift after its cooling-off); never lengthens
   * and never touches a time-out. Recorded as an event of duration `lift`.
   */
  liftTo(memberIds: number[], until: number, at: number): Promise<number>;
}

type Row = Record<string, unknown>;

export function createProtectionStore(db: Database): ProtectionStore {
  return {
    async start(memberId, kind, duration, until, at) {
      return db.transaction(async (tx) => {
        const rows = await tx.query<Row>(
          `UPDATE members SET protection_kind = $2, protection_until = $3
           WHERE id = $1 AND (protection_until IS NULL OR protection_until < $3)
           RETURNING protection_kind, protection_until`,
          [memberId, kind, until],
        );
        if (rows.length === 0) return null;
        await tx.query('INSERT INTO member_protection_events (member_id, kind, duration, started_at, until) VALUES ($1,$2,$3,$4,$5)', [memberId, kind, duration, at, until]);
        return { kind, until };
      });
    },
    async setRealityCheck(memberId, minutes) {
      await db.query('UPDATE members SET reality_check_minutes = $2 WHERE id = $1', [memberId, minutes]);
    },
    async playSince(memberId, since) {
      const rows = await db.query<Row>(
        'SELECT count(*) AS rounds, COALESCE(sum(bet), 0) AS bet, COALESCE(sum(win), 0) AS win FROM game_rounds WHERE member_id = $1 AND created_at >= $2',
        [memberId, since],
      );
      const r = rows[0] ?? {};
      return { rounds: Number(r.rounds ?? 0), betMinor: Number(r.bet ?? 0), winMinor: Number(r.win ?? 0) };
    },
    async samePerson(merchants, memberId, person) {
      if (merchants.length === 0 || (!person.mobile && !person.email)) return [];
      const rows = await db.query<Row>(
        `SELECT id, merchant, protection_kind, protection_until FROM members
         WHERE merchant = ANY($1::text[]) AND id <> $2 AND ((mobile IS NOT NULL AND mobile = $3::text) OR (email IS NOT NULL AND lower(email) = lower($4::text)))`,
        [merchants, memberId ?? 0, person.mobile, person.email],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        merchant: String(r.merchant),
        protection: r.protection_kind ? { kind: r.protection_kind as ProtectionKind, until: Number(r.protection_until) } : null,
      }));
    },
    async liftTo(memberIds, until, at) {
      if (memberIds.length === 0) return 0;
      return db.transaction(async (tx) => {
        const rows = await tx.query<Row>(
          `UPDATE members SET protection_until = $2 WHERE id = ANY($1::bigint[]) AND protection_kind = 'selfExclusion' AND protection_until > $2 RETURNING id`,
          [memberIds, until],
        );
        for (const r of rows) {
          await tx.query(`INSERT INTO member_protection_events (member_id, kind, duration, started_at, until) VALUES ($1, 'selfExclusion', 'lift', $2, $3)`, [Number(r.id), at, until]);
        }
        return rows.length;
      });
    },
  };
}
