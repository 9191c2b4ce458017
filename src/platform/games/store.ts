// SQL store for the games area: favourites, recently played, vendor maintenance, launch tickets
// and rounds. Runs on PGlite and PostgreSQL through the platform's Database interface.
import type { Database, Queryable } from '../db/database.ts';
import type { FinalWrite } from '../ledger/store.ts';
import type { AtOnceSource } from '../ledger/post-at-once.ts';
import type { RoundOutcome } from './demo-engine.ts';
import type { GameMenusResponse } from '../../generated/api/gameMenus.ts';
import type { Member } from '../features/members/index.ts';
import type { VendorInside } from '../../shared/games/wire-names.ts';
import { sessionWithMember, type Session } from '../features/sessions/index.ts';

/** A vendor's maintenance window, as a gameMenus card carries it (the routes write the wire's name). */
export type MaintenanceWindow = VendorInside<NonNullable<GameMenusResponse[number]['cards'][number]['maintenance']>>;

/** A game launch: the ticket itself travels in the game URL; only its SHA-256 is stored. */
export interface LaunchTicket {
  ticketHash: string;
  /** The session that launched the game: the ticket lives only as long as it does. */
  sessionHash: string;
  merchant: string;
  memberId: number;
  gameId: number;
  demo: boolean;
  /** The portal origin that launched the game: where the game page reports its rounds. */
  portalOrigin: string;
  createdAt: number;
  /** Moves forward while the game is played (extendLaunch). */
  expiresAt: number;
}

export interface RoundRecord {
  roundId: string;
  memberId: number;
  gameId: number;
  demo: boolean;
  bet: number;
  win: number;
  outcome: RoundOutcome;
  /** Null until the round's money has moved. */
  balanceAfter: number | null;
  createdAt: number;
}

export interface GameStore {
  addFavourite(memberId: number, gameId: number, at: number): Promise<void>;
  removeFavourite(memberId: number, gameId: number): Promise<boolean>;
  /** Most recently added first. */
  listFavourites(memberId: number): Promise<number[]>;
  recordPlay(memberId: number, gameId: number, at: number): Promise<void>;
  /** Most recent first. */
  listRecent(memberId: number, limit: number): Promise<number[]>;
  setMaintenance(merchant: string, window: MaintenanceWindow): Promise<void>;
  clearMaintenance(merchant: string, vendor: string): Promise<void>;
  /** Windows that are active at `now`. */
  activeMaintenance(merchant: string, now: number): Promise<MaintenanceWindow[]>;
  createLaunch(ticket: LaunchTicket): Promise<void>;
  /**
   * The launch behind a ticket hash with the session that launched it and that session's member,
   * in one round trip (every round asks): `session` is null when the session row is gone.
   */
  findLaunch(ticketHash: string): Promise<{ launch: LaunchTicket; session: { session: Session; member: Member | null } | null } | null>;
  extendLaunch(ticketHash: string, expiresAt: number): Promise<void>;
  /** Winning rounds, biggest win first (the winner board). */
  topWins(merchant: string, limit: number): Promise<Array<RoundRecord & { username: string }>>;
  /**
   * Records a round (null) or finds the one already under its id (`gameType`, the game's category,
   * is kept with it: valid bets earn points at its rate, migration 420); its `balanceAfter` is
   * written as given (null: its money has not moved yet).
   */
  insertRound(merchant: string, round: RoundRecord, gameType?: string | null, tx?: Queryable): Promise<RoundRecord | null>;
  /**
   * insertRound's statement, to run with other work (it returns `round_id` when it inserted the
   * round). With `source`, the row is read from the statement it joins (none: no row), its
   * balance after from there, and a round id already taken fails the statement instead of
   * finding the row (that statement also moves the round's money, which must not stay).
   */
  roundWrite(merchant: string, round: RoundRecord, gameType: string | null, source?: AtOnceSource): FinalWrite;
  settleRound(merchant: string, memberId: number, roundId: string, balanceAfter: number, tx?: Queryable): Promise<void>;
  /** Runs `fn` in one transaction of the games' database (a round and its money). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The games' database outside a transaction: each statement commits on its own. */
  autocommit: Queryable;
  findRound(merchant: string, memberId: number, roundId: string, tx?: Queryable): Promise<RoundRecord | null>;
}

const num = (v: unknown): number => Number(v);

function toRound(row: Record<string, unknown>): RoundRecord {
  return {
    roundId: String(row.round_id),
    memberId: num(row.member_id),
    gameId: num(row.game_id),
    demo: Boolean(row.demo),
    bet: num(row.bet),
    win: num(row.win),
    // The column holds the outcome playRound wrote (JSON text on PGlite, jsonb on PostgreSQL).
    outcome: (typeof row.outcome === 'string' ? JSON.parse(row.outcome) : row.outcome) as RoundOutcome,
    balanceAfter: row.balance_after === null || row.balance_after === undefined ? null : num(row.balance_after),
    createdAt: num(row.created_at),
  };
}

/**
 * A launch, its session and the session's member. The launch's columns by name and the other rows
 * as JSON (a column a migration adds arrives too): no `*`, so the statement stays prepared.
 */
const LAUNCH_SQL = `SELECT l.ticket_hash, l.session_hash, l.merchant, l.member_id, l.game_id, l.demo, l.portal_origin, l.created_at, l.expires_at,
    row_to_json(s) AS s, row_to_json(m) AS m
  FROM game_launches l LEFT JOIN sessions s ON s.token_hash = l.session_hash LEFT JOIN members m ON m.id = s.member_id
  WHERE l.ticket_hash = $1`;

export function createSqlGameStore(db: Database): GameStore {
  return {
    async addFavourite(memberId, gameId, at) {
      await db.query(
        'INSERT INTO game_favourites (member_id, game_id, added_at) VALUES ($1, $2, $3) ON CONFLICT (member_id, game_id) DO NOTHING',
        [memberId, gameId, at],
      );
    },
    async removeFavourite(memberId, gameId) {
      const rows = await db.query('DELETE FROM game_favourites WHERE member_id = $1 AND game_id = $2 RETURNING game_id', [memberId, gameId]);
      return rows.length > 0;
    },
    async listFavourites(memberId) {
      const rows = await db.query<{ game_id: number }>(
        'SELECT game_id FROM game_favourites WHERE member_id = $1 ORDER BY added_at DESC, game_id DESC', [memberId]);
      return rows.map((r) => num(r.game_id));
    },
    async recordPlay(memberId, gameId, at) {
      await db.query(
        `INSERT INTO game_recent (member_id, game_id, played_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = GREATEST(game_recent.played_at, EXCLUDED.played_at)`,
        [memberId, gameId, at],
      );
    },
    async listRecent(memberId, limit) {
      const rows = await db.query<{ game_id: number }>(
        'SELECT game_id FROM game_recent WHERE member_id = $1 ORDER BY played_at DESC, game_id DESC LIMIT $2', [memberId, limit]);
      return rows.map((r) => num(r.game_id));
    },
    async setMaintenance(merchant, w) {
      await db.query(
        `INSERT INTO game_vendor_maintenance (merchant, vendor, maintain_time, end_time) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant, vendor) DO UPDATE SET maintain_time = EXCLUDED.maintain_time, end_time = EXCLUDED.end_time`,
        [merchant, w.vendor, w.maintainTime, w.endTime],
      );
    },
    async clearMaintenance(merchant, vendor) {
      await db.query('DELETE FROM game_vendor_maintenance WHERE merchant = $1 AND vendor = $2', [merchant, vendor]);
    },
    async activeMaintenance(merchant, now) {
      const rows = await db.query(
        'SELECT vendor, maintain_time, end_time FROM game_vendor_maintenance WHERE merchant = $1 AND maintain_time <= $2 AND end_time > $2',
        [merchant, now],
      );
      return rows.map((r) => ({ vendor: String(r.vendor), maintainTime: num(r.maintain_time), endTime: num(r.end_time) }));
    },
    async createLaunch(t) {
      await db.query(
        `INSERT INTO game_launches (ticket_hash, session_hash, merchant, member_id, game_id, demo, portal_origin, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [t.ticketHash, t.sessionHash, t.merchant, t.memberId, t.gameId, t.demo, t.portalOrigin, t.createdAt, t.expiresAt],
      );
    },
    async findLaunch(ticketHash) {
      const rows = await db.query<Record<string, unknown>>(LAUNCH_SQL, [ticketHash]);
      const r = rows[0];
      if (!r) return null;
      return {
        launch: {
          ticketHash: String(r.ticket_hash), sessionHash: String(r.session_hash), merchant: String(r.merchant), memberId: num(r.member_id),
          gameId: num(r.game_id), demo: Boolean(r.demo), portalOrigin: String(r.portal_origin), createdAt: num(r.created_at), expiresAt: num(r.expires_at),
        },
        session: sessionWithMember(r.s, r.m),
      };
    },
    async extendLaunch(ticketHash, expiresAt) {
      await db.query('UPDATE game_launches SET expires_at = GREATEST(expires_at, $2) WHERE ticket_hash = $1', [ticketHash, expiresAt]);
    },
    async topWins(merchant, limit) {
      const rows = await db.query(
        `SELECT r.*, m.username FROM game_rounds r JOIN members m ON m.id = r.member_id
         WHERE r.merchant = $1 AND r.win > 0 AND NOT r.demo AND r.balance_after IS NOT NULL ORDER BY r.win DESC, r.created_at DESC LIMIT $2`,
        [merchant, limit],
      );
      return rows.map((r) => ({ ...toRound(r), username: String(r.username) }));
    },
    transaction: (fn) => db.transaction(fn),
    autocommit: { query: (sql, params) => db.query(sql, params) },
    async insertRound(merchant, round, gameType = null, tx) {
      const q = tx ?? db;
      const write = roundWrite(merchant, round, gameType);
      const inserted = await q.query(write.sql, write.params);
      return inserted.length > 0 ? null : findRound(q, merchant, round.memberId, round.roundId);
    },
    roundWrite,
    async settleRound(merchant, memberId, roundId, balanceAfter, tx) {
      await (tx ?? db).query('UPDATE game_rounds SET balance_after = $4 WHERE merchant = $1 AND member_id = $2 AND round_id = $3', [merchant, memberId, roundId, balanceAfter]);
    },
    findRound: (merchant, memberId, roundId, tx) => findRound(tx ?? db, merchant, memberId, roundId),
  };
}

function roundWrite(merchant: string, round: RoundRecord, gameType: string | null, source?: AtOnceSource): FinalWrite {
  const params = [merchant, round.memberId, round.roundId, round.gameId, round.demo, round.bet, round.win, JSON.stringify(round.outcome), round.createdAt, gameType];
  const columns = 'INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)';
  if (source) {
    return { sql: `${columns} SELECT $1, $2, $3, $4, $5, $6, $7, $8, ${source.balance}, $9, $10 FROM ${source.from} RETURNING round_id`, params, returning: 'round_id' };
  }
  return {
    sql: `${columns} VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $11, $9, $10) ON CONFLICT (merchant, member_id, round_id) DO NOTHING RETURNING round_id`,
    params: [...params, round.balanceAfter],
    returning: 'round_id',
  };
}

async function findRound(q: Queryable, merchant: string, memberId: number, roundId: string): Promise<RoundRecord | null> {
  const rows = await q.query('SELECT * FROM game_rounds WHERE merchant = $1 AND member_id = $2 AND round_id = $3', [merchant, memberId, roundId]);
  return rows[0] ? toRound(rows[0]) : null;
}
