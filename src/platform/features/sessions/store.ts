/** Sessions keyed by the SHA-256 of the token: a leaked table does not leak usable tokens. */
import type { Database } from '../../db/database.ts';
import { toMember, type Member } from '../members/index.ts';
import { batchedRead } from '../../db/batched-read.ts';

export interface Session {
  /** The public id (migration 350): what a device list names, never the token hash. */
  id: number;
  tokenHash: string;
  memberId: number;
  merchant: string;
  ip: string;
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
  userAgent: string | null;
}

export interface SessionsStore {
  create(session: Omit<Session, 'id' | 'revokedAt' | 'lastSeenAt' | 'userAgent'> & { userAgent?: string | null }): Promise<void>;
  find(tokenHash: string): Promise<Session | null>;
  /**
   * The session and its member (null when the member row is gone) in one round trip, shared by
   * the checks asked for in the same turn of the event loop: every signed-in call asks. `withWalletBalance`: also the balance of the member's wallet on the
   * session's merchant (absent while the wallet's ledger account does not exist yet).
   */
  findWithMember(tokenHash: string, withWalletBalance?: boolean): Promise<{ session: Session; member: Member | null; walletBalance?: number } | null>;
  touch(tokenHash: string, at: number): Promise<void>;
  revoke(tokenHash: string, at: number): Promise<void>;
  revokeAllForMember(memberId: number, at: number): Promise<number>;
  /** The member's unrevoked sessions on `merchant` seen since `seenSince` and opened since `openedSince`, newest first. */
  listLive(memberId: number, merchant: string, seenSince: number, openedSince: number): Promise<Session[]>;
  /** Ends session `id` when it is the member's own (false: unknown, another member's or already ended). */
  revokeById(memberId: number, merchant: string, id: number, at: number): Promise<boolean>;
  /** Ends every session of the member but `keepTokenHash`; answers how many ended. */
  revokeOthers(memberId: number, keepTokenHash: string, at: number): Promise<number>;
}

const fromRow = (r: Record<string, unknown>): Session => ({
  id: Number(r.id),
  tokenHash: String(r.token_hash),
  memberId: Number(r.member_id),
  merchant: String(r.merchant),
  ip: String(r.ip),
  createdAt: Number(r.created_at),
  lastSeenAt: Number(r.last_seen_at),
  revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
  userAgent: typeof r.user_agent === 'string' ? r.user_agent : null,
});

/** A session row and its member row, each read as `row_to_json` (JSON text on PGlite); null without a session. */
export function sessionWithMember(s: unknown, m: unknown): { session: Session; member: Member | null } | null {
  const row = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown> | null;
  const session = row(s);
  const member = row(m);
  return session ? { session: fromRow(session), member: member ? toMember(member) : null } : null;
}

/**
 * The sessions behind several token hashes and their members, in one statement (db/batched-read.ts:
 * the checks asked for in one turn of the event loop). `h` names the hash each row answers.
 */
const SESSIONS_SQL = `SELECT s.token_hash AS h, row_to_json(s) AS s, row_to_json(m) AS m
  FROM sessions s LEFT JOIN members m ON m.id = s.member_id WHERE s.token_hash = ANY($1::text[])`;
/**
 * SESSIONS_SQL with each member's wallet balance as the ledger reads it (ledger/store.ts
 * balanceOf: the account's row plus its slot rows), from the same snapshot.
 */
const WITH_WALLET_SQL = `SELECT s.token_hash AS h, row_to_json(s) AS s, row_to_json(m) AS m,
    (SELECT a.balance + COALESCE((SELECT SUM(b.balance) FROM ledger_balance_slots b WHERE b.account_id = a.id), 0)
       FROM ledger_accounts a WHERE a.merchant = s.merchant AND a.kind = 'member' AND a.member_id = s.member_id) AS w
  FROM sessions s LEFT JOIN members m ON m.id = s.member_id WHERE s.token_hash = ANY($1::text[])`;

interface SessionRow {
  h: string;
  s: unknown;
  m: unknown;
  w?: unknown;
}

export function createSessionsStore(db: Database): SessionsStore {
  // Whole rows as JSON: a column a migration adds arrives too, and the statement can stay
  // prepared (its result type does not change with the tables').
  const reader = (sql: string) =>
    batchedRead<string, SessionRow>(async (hashes) => new Map((await db.query<SessionRow>(sql, [hashes])).map((r) => [r.h, r])));
  const sessionsOnly = reader(SESSIONS_SQL);
  const withWallet = reader(WITH_WALLET_SQL);
  return {
    async create(s) {
      await db.query('INSERT INTO sessions (token_hash, member_id, merchant, ip, created_at, last_seen_at, user_agent) VALUES ($1,$2,$3,$4,$5,$5,$6)', [
        s.tokenHash, s.memberId, s.merchant, s.ip, s.createdAt, s.userAgent?.slice(0, 512) ?? null,
      ]);
    },
    async find(tokenHash) {
      const rows = await db.query<Record<string, unknown>>('SELECT * FROM sessions WHERE token_hash = $1', [tokenHash]);
      const r = rows[0];
      return r ? fromRow(r) : null;
    },
    async findWithMember(tokenHash, withWalletBalance = false) {
      // Each caller makes its own objects from the row: two checks of one token in a turn share it.
      const r = await (withWalletBalance ? withWallet : sessionsOnly)(tokenHash);
      const found = r ? sessionWithMember(r.s, r.m) : null;
      if (!r || !found) return null;
      return { ...found, ...(r.w === null || r.w === undefined ? {} : { walletBalance: Number(r.w) }) };
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
    async listLive(memberId, merchant, seenSince, openedSince) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT * FROM sessions WHERE member_id = $1 AND merchant = $2 AND revoked_at IS NULL AND last_seen_at >= $3 AND created_at >= $4
         ORDER BY last_seen_at DESC, id DESC LIMIT 50`,
        [memberId, merchant, seenSince, openedSince],
      );
      return rows.map(fromRow);
    },
    async revokeById(memberId, merchant, id, at) {
      // The member id is in the statement: another member's session id matches nothing.
      const rows = await db.query('UPDATE sessions SET revoked_at = $4 WHERE id = $3 AND member_id = $1 AND merchant = $2 AND revoked_at IS NULL RETURNING id', [memberId, merchant, id, at]);
      return rows.length > 0;
    },
    async revokeOthers(memberId, keepTokenHash, at) {
      const rows = await db.query('UPDATE sessions SET revoked_at = $3 WHERE member_id = $1 AND token_hash <> $2 AND revoked_at IS NULL RETURNING id', [memberId, keepTokenHash, at]);
      return rows.length;
    },
  };
}
