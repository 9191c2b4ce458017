/**
 * Payments-desk operators (one merchant each, one role) and their sessions, keyed by the SHA-256
 * of the token like members' (a leaked table does not leak usable tokens).
 */
import type { Database, Queryable } from '../../db/database.ts';
import type { OperatorRole } from '../../../shared/api/calls.ts';

export interface Operator {
  id: number;
  merchant: string;
  username: string;
  role: OperatorRole;
  passwordHash: string;
  totpSecret: string;
  totpLastStep: number | null;
  createdAt: number;
  disabledAt: number | null;
}

export interface OperatorSession {
  tokenHash: string;
  operatorId: number;
  merchant: string;
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
}

export interface DeskOperatorsStore {
  /** Creates the operator unless one of that name exists (seed data); returns the stored one. */
  ensure(input: Omit<Operator, 'id' | 'totpLastStep' | 'disabledAt'>): Promise<Operator>;
  findById(id: number, q?: Queryable): Promise<Operator | null>;
  /** The operator's row, locked until the caller's transaction ends (a desk action changing it). */
  lockById(tx: Queryable, id: number): Promise<Operator | null>;
  findByUsername(merchant: string, username: string): Promise<Operator | null>;
  list(merchant: string): Promise<Operator[]>;
  /** Sets or clears disabled_at; inside the caller's transaction (a desk action). */
  setDisabled(q: Queryable, id: number, at: number | null): Promise<void>;
  /** Records `step` as used when newer than the last one; false = replay (one statement). */
  useTotpStep(id: number, step: number): Promise<boolean>;
  createSession(session: Omit<OperatorSession, 'revokedAt' | 'lastSeenAt'> & { ip: string }): Promise<void>;
  findSession(tokenHash: string): Promise<OperatorSession | null>;
  touchSession(tokenHash: string, at: number): Promise<void>;
  revokeSession(tokenHash: string, at: number): Promise<void>;
  revokeSessionsOf(q: Queryable, operatorId: number, at: number): Promise<void>;
}

type Row = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const usernameKey = (username: string): string => username.normalize('NFKC').toLowerCase();

const toOperator = (r: Row): Operator => ({
  id: Number(r.id),
  merchant: String(r.merchant),
  username: String(r.username),
  role: String(r.role) as OperatorRole,
  passwordHash: String(r.password_hash),
  totpSecret: String(r.totp_secret),
  totpLastStep: num(r.totp_last_step),
  createdAt: Number(r.created_at),
  disabledAt: num(r.disabled_at),
});

export function createDeskOperatorsStore(db: Database): DeskOperatorsStore {
  const one = async (sql: string, params: unknown[], q: Queryable = db) => {
    const rows = await q.query<Row>(sql, params);
    return rows[0] ? toOperator(rows[0]) : null;
  };
  return {
    async ensure(o) {
      await db.query(
        `INSERT INTO desk_operators (merchant, username, username_key, role, password_hash, totp_secret, created_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT (merchant, username_key) DO NOTHING`,
        [o.merchant, o.username, usernameKey(o.username), o.role, o.passwordHash, o.totpSecret, o.createdAt],
      );
      const stored = await one('SELECT * FROM desk_operators WHERE merchant = $1 AND username_key = $2', [o.merchant, usernameKey(o.username)]);
      if (!stored) throw new Error(`operator ${o.username} on ${o.merchant} not stored`);
      return stored;
    },
    findById: (id, q = db) => one('SELECT * FROM desk_operators WHERE id = $1', [id], q),
    lockById: (tx, id) => one('SELECT * FROM desk_operators WHERE id = $1 FOR UPDATE', [id], tx),
    findByUsername: (merchant, username) => one('SELECT * FROM desk_operators WHERE merchant = $1 AND username_key = $2', [merchant, usernameKey(username)]),
    async list(merchant) {
      const rows = await db.query<Row>('SELECT * FROM desk_operators WHERE merchant = $1 ORDER BY id', [merchant]);
      return rows.map(toOperator);
    },
    async setDisabled(q, id, at) {
      await q.query('UPDATE desk_operators SET disabled_at = $2 WHERE id = $1', [id, at]);
    },
    async useTotpStep(id, step) {
      const rows = await db.query('UPDATE desk_operators SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [id, step]);
      return rows.length > 0;
    },
    async createSession(s) {
      await db.query('INSERT INTO desk_sessions (token_hash, operator_id, merchant, ip, created_at, last_seen_at) VALUES ($1,$2,$3,$4,$5,$5)', [
        s.tokenHash, s.operatorId, s.merchant, s.ip, s.createdAt,
      ]);
    },
    async findSession(tokenHash) {
      const rows = await db.query<Row>('SELECT * FROM desk_sessions WHERE token_hash = $1', [tokenHash]);
      const r = rows[0];
      if (!r) return null;
      return {
        tokenHash: String(r.token_hash),
        operatorId: Number(r.operator_id),
        merchant: String(r.merchant),
        createdAt: Number(r.created_at),
        lastSeenAt: Number(r.last_seen_at),
        revokedAt: num(r.revoked_at),
      };
    },
    async touchSession(tokenHash, at) {
      await db.query('UPDATE desk_sessions SET last_seen_at = GREATEST(last_seen_at, $2) WHERE token_hash = $1', [tokenHash, at]);
    },
    async revokeSession(tokenHash, at) {
      await db.query('UPDATE desk_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, at]);
    },
    async revokeSessionsOf(q, operatorId, at) {
      await q.query('UPDATE desk_sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL', [operatorId, at]);
    },
  };
}
