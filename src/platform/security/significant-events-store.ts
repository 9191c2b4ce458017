/**
 * Significant events (GLI-19 2.8.8): one row per event a regulator may ask about, with its state
 * before and after and who did it. Rows are only added: the store has no update or delete, and on
 * the database a trigger refuses both (migration 630_significant_events.sql).
 */
import type { Database, Queryable } from '../db/database.ts';

export const SIGNIFICANT_EVENT_TYPES = [
  'login.failed', 'bet.large', 'win.large', 'balance.adjusted', 'limit.changed',
  'exclusion.changed', 'profile.changed', 'bonus.changed', 'settings.changed',
] as const;
export type SignificantEventType = (typeof SIGNIFICANT_EVENT_TYPES)[number];

/** Who caused an event: the member, a desk operator (`operator:<username>`) or the platform. */
export type EventActor = 'member' | 'system' | `operator:${string}`;

export type EventState = Record<string, unknown> | null;

export interface SignificantEventInput {
  merchant: string;
  memberId: number | null;
  /** The account as known or typed (a failed login of an unknown name keeps the name); null: the member's username. */
  account: string | null;
  type: SignificantEventType;
  actor: EventActor;
  ip?: string | null;
  before: EventState;
  after: EventState;
  at: number;
}

export interface SignificantEvent extends Omit<SignificantEventInput, 'ip'> {
  id: number;
  ip: string | null;
}

export interface SignificantEventFilter {
  memberId?: number;
  /** The account's username, any case. */
  account?: string;
  type?: SignificantEventType;
  from?: number;
  to?: number;
}

export interface SignificantEventsStore {
  /** Adds one event; inside a transaction (`tx`) it is written or rolled back with the change. */
  append(event: SignificantEventInput, tx?: Queryable): Promise<void>;
  /** Newest first; `to` is exclusive. */
  list(merchant: string, filter: SignificantEventFilter, page: { offset: number; limit: number }): Promise<{ items: SignificantEvent[]; total: number }>;
}

type Row = Record<string, unknown>;
const json = (v: unknown): EventState => (typeof v === 'string' ? (JSON.parse(v) as EventState) : ((v ?? null) as EventState));

const toEvent = (r: Row): SignificantEvent => ({
  id: Number(r.id),
  merchant: String(r.merchant),
  memberId: r.member_id === null ? null : Number(r.member_id),
  account: r.account === null ? null : String(r.account),
  type: String(r.type) as SignificantEventType,
  actor: String(r.actor) as EventActor,
  ip: r.ip === null ? null : String(r.ip),
  before: json(r.before_state),
  after: json(r.after_state),
  at: Number(r.at),
});

export function createSignificantEventsStore(db: Database): SignificantEventsStore {
  return {
    async append(e, tx) {
      await (tx ?? db).query(
        `INSERT INTO significant_events (merchant, member_id, account, type, actor, ip, before_state, after_state, at)
         VALUES ($1, $2, COALESCE($3::text, (SELECT username FROM members WHERE id = $2)), $4, $5, $6, $7, $8, $9)`,
        [e.merchant, e.memberId, e.account, e.type, e.actor, e.ip ?? null,
          e.before === null ? null : JSON.stringify(e.before), e.after === null ? null : JSON.stringify(e.after), e.at],
      );
    },
    async list(merchant, filter, page) {
      const where = ['merchant = $1'];
      const params: unknown[] = [merchant];
      const add = (sql: string, value: unknown) => {
        if (value === undefined) return;
        params.push(value);
        where.push(sql.replace('?', `$${params.length}`));
      };
      add('member_id = ?', filter.memberId);
      add('lower(account) = lower(?)', filter.account);
      add('type = ?', filter.type);
      add('at >= ?', filter.from);
      add('at < ?', filter.to);
      const clause = where.join(' AND ');
      const count = await db.query<Row>(`SELECT count(*) AS n FROM significant_events WHERE ${clause}`, params);
      const rows = await db.query<Row>(
        `SELECT * FROM significant_events WHERE ${clause} ORDER BY id DESC LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`, params,
      );
      return { items: rows.map(toEvent), total: Number(count[0]?.n ?? 0) };
    },
  };
}
