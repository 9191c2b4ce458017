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
  };
}
