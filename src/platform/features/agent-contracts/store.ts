/**
 * Agent contracts and their audit trail (migration 400). The rules live in services/contracts.ts;
 * this store reads rows and, inside one transaction (`run`), locks, writes and records events, so
 * a decision and its audit row commit together and two platform processes cannot both decide.
 */
import type { Database, Queryable } from '../../db/database.ts';
import type { ContractPeriod, ContractTier, ContractType } from '../../../shared/contract-rules.ts';

export type ContractStatus = 'offered' | 'active' | 'rejected' | 'terminated' | 'ended';
export type ContractRequest = 'termination' | 'newContract';

export interface ContractRow {
  id: number;
  merchant: string;
  type: ContractType;
  period: ContractPeriod | null;
  holderId: number;
  holder: string;
  /** The holder's language (its inbox messages are written in it); null: the merchant's default. */
  holderLanguage: string | null;
  /** null: the desk offered it (a top-level agent's contract). */
  offererId: number | null;
  offerer: string | null;
  version: number;
  tiers: ContractTier[];
  topRate: number;
  status: ContractStatus;
  request: ContractRequest | null;
  requestBy: 'holder' | 'offerer' | null;
  requestedRate: number | null;
  endReason: string | null;
  createdAt: number;
  decidedAt: number | null;
  endedAt: number | null;
}

export interface ContractEvent {
  at: number;
  actorKind: 'member' | 'operator' | 'platform';
  actor: string;
  action: string;
  oldStatus: ContractStatus | null;
  newStatus: ContractStatus;
  oldTiers: ContractTier[] | null;
  newTiers: ContractTier[] | null;
}

export type NewContract = Pick<ContractRow, 'merchant' | 'type' | 'period' | 'holderId' | 'offererId' | 'tiers' | 'topRate' | 'createdAt'>;
export type ContractChange = Partial<Pick<ContractRow, 'status' | 'request' | 'requestBy' | 'requestedRate' | 'endReason' | 'decidedAt' | 'endedAt'>>;

/** The writes of one transaction. */
export interface ContractTx {
  lock(merchant: string, id: number): Promise<ContractRow | null>;
  /** The holder's contract of this type in this status (offered or active: at most one each). */
  current(merchant: string, holderId: number, type: ContractType, status: 'offered' | 'active'): Promise<ContractRow | null>;
  /** Open (offered or active) contracts this agent gave of this type with a top rate above `rate`. */
  givenAbove(merchant: string, offererId: number, type: ContractType, rate: number): Promise<ContractRow[]>;
  insert(contract: NewContract): Promise<ContractRow>;
  change(id: number, change: ContractChange): Promise<ContractRow>;
  record(contract: ContractRow, event: Omit<ContractEvent, 'newStatus' | 'newTiers'> & { after: ContractRow }): Promise<void>;
  /** An inbox message (plain text), once per member and key. */
  message(merchant: string, memberId: number, title: string, content: string, key: string, at: number): Promise<void>;
  readonly tx: Queryable;
}

export interface ContractsStore {
  run<T>(work: (tx: ContractTx) => Promise<T>): Promise<T>;
  find(merchant: string, id: number): Promise<ContractRow | null>;
  /** Contracts the member holds and those it gave, newest first. */
  forMember(merchant: string, memberId: number): Promise<{ held: ContractRow[]; given: ContractRow[] }>;
  /** Contracts the desk gave (top-level agents'), newest first. */
  fromDesk(merchant: string, filter: { status?: string; holder?: string }, page: { offset: number; limit: number }): Promise<{ items: ContractRow[]; total: number }>;
  events(merchant: string, ids: number[]): Promise<Map<number, ContractEvent[]>>;
}

type Row = Record<string, unknown>;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const SELECT = `SELECT c.*, h.username AS holder_name, h.language AS holder_language, o.username AS offerer_name
  FROM agent_contracts c JOIN members h ON h.id = c.holder_id LEFT JOIN members o ON o.id = c.offerer_id`;

const toRow = (r: Row): ContractRow => ({
  id: Number(r.id),
  merchant: String(r.merchant),
  type: r.type as ContractType,
  period: (r.period ?? null) as ContractPeriod | null,
  holderId: Number(r.holder_id),
  holder: String(r.holder_name),
  holderLanguage: typeof r.holder_language === 'string' ? r.holder_language : null,
  offererId: numOrNull(r.offerer_id),
  offerer: r.offerer_name === null || r.offerer_name === undefined ? null : String(r.offerer_name),
  version: Number(r.version),
  tiers: json<ContractTier[]>(r.tiers),
  topRate: Number(r.top_rate),
  status: r.status as ContractStatus,
  request: (r.request ?? null) as ContractRequest | null,
  requestBy: (r.request_by ?? null) as 'holder' | 'offerer' | null,
  requestedRate: numOrNull(r.requested_rate),
  endReason: (r.end_reason ?? null) as string | null,
  createdAt: Number(r.created_at),
  decidedAt: numOrNull(r.decided_at),
  endedAt: numOrNull(r.ended_at),
});

const COLUMNS: Record<keyof ContractChange, string> = {
  status: 'status', request: 'request', requestBy: 'request_by', requestedRate: 'requested_rate',
  endReason: 'end_reason', decidedAt: 'decided_at', endedAt: 'ended_at',
};

/** The contract writes inside a transaction someone else opened (a desk action's). */
export function contractTx(q: Queryable): ContractTx {
  const one = async (sql: string, params: unknown[]) => {
    const [r] = await q.query<Row>(sql, params);
    return r ? toRow(r) : null;
  };
  const byId = async (id: number) => (await one(`${SELECT} WHERE c.id = $1`, [id]))!;
  return {
    tx: q,
    async lock(merchant, id) {
      const [r] = await q.query<Row>('SELECT id FROM agent_contracts WHERE merchant = $1 AND id = $2 FOR UPDATE', [merchant, id]);
      return r ? byId(id) : null;
    },
    current: (merchant, holderId, type, status) =>
      one(`${SELECT} WHERE c.merchant = $1 AND c.holder_id = $2 AND c.type = $3 AND c.status = $4`, [merchant, holderId, type, status]),
    async givenAbove(merchant, offererId, type, rate) {
      const rows = await q.query<Row>(
        `${SELECT} WHERE c.merchant = $1 AND c.offerer_id = $2 AND c.type = $3 AND c.status IN ('offered', 'active') AND c.top_rate > $4 ORDER BY c.id FOR UPDATE OF c`,
        [merchant, offererId, type, rate],
      );
      return rows.map(toRow);
    },
    async insert(c) {
      const [v] = await q.query<Row>(
        'SELECT COALESCE(MAX(version), 0) + 1 AS v FROM agent_contracts WHERE merchant = $1 AND holder_id = $2 AND type = $3',
        [c.merchant, c.holderId, c.type],
      );
      const [r] = await q.query<Row>(
        `INSERT INTO agent_contracts (merchant, type, period, holder_id, offerer_id, version, tiers, top_rate, status, created_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,'offered',$9) RETURNING id`,
        [c.merchant, c.type, c.period, c.holderId, c.offererId, Number(v!.v), JSON.stringify(c.tiers), c.topRate, c.createdAt],
      );
      return byId(Number(r!.id));
    },
    async change(id, change) {
      const keys = Object.keys(change) as (keyof ContractChange)[];
      if (keys.length > 0) {
        const sets = keys.map((k, i) => `${COLUMNS[k]} = $${i + 2}`).join(', ');
        await q.query(`UPDATE agent_contracts SET ${sets} WHERE id = $1`, [id, ...keys.map((k) => change[k] ?? null)]);
      }
      return byId(id);
    },
    async record(before, e) {
      await q.query(
        `INSERT INTO agent_contract_events (merchant, contract_id, actor_kind, actor_name, action, old_status, new_status, old_tiers, new_tiers, at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
        [before.merchant, before.id, e.actorKind, e.actor, e.action, e.oldStatus, e.after.status,
          e.oldTiers ? JSON.stringify(e.oldTiers) : null, JSON.stringify(e.after.tiers), e.at],
      );
    },
    async message(merchant, memberId, title, content, key, at) {
      await q.query(
        `INSERT INTO messages (merchant, member_id, title, content, created_at, seed_key) VALUES ($1,$2,$3,$4,$5,$6)
         ON CONFLICT (member_id, seed_key) DO NOTHING`,
        [merchant, memberId, title, content, at, key],
      );
    },
  };
}

export function createContractsStore(db: Database): ContractsStore {
  return {
    run: (work) => db.transaction((q) => work(contractTx(q))),
    async find(merchant, id) {
      const [r] = await db.query<Row>(`${SELECT} WHERE c.merchant = $1 AND c.id = $2`, [merchant, id]);
      return r ? toRow(r) : null;
    },
    async forMember(merchant, memberId) {
      const rows = (await db.query<Row>(`${SELECT} WHERE c.merchant = $1 AND (c.holder_id = $2 OR c.offerer_id = $2) ORDER BY c.id DESC LIMIT 200`, [merchant, memberId])).map(toRow);
      return { held: rows.filter((r) => r.holderId === memberId), given: rows.filter((r) => r.offererId === memberId) };
    },
    async fromDesk(merchant, filter, page) {
      const where = `c.merchant = $1 AND c.offerer_id IS NULL AND ($2::text IS NULL OR c.status = $2) AND ($3::text IS NULL OR lower(h.username) = lower($3))`;
      const params = [merchant, filter.status ?? null, filter.holder ?? null];
      const [count] = await db.query<Row>(`SELECT COUNT(*) AS n FROM agent_contracts c JOIN members h ON h.id = c.holder_id WHERE ${where}`, params);
      const rows = await db.query<Row>(`${SELECT} WHERE ${where} ORDER BY c.id DESC LIMIT $4 OFFSET $5`, [...params, page.limit, page.offset]);
      return { items: rows.map(toRow), total: Number(count!.n) };
    },
    async events(merchant, ids) {
      const out = new Map<number, ContractEvent[]>();
      if (ids.length === 0) return out;
      const rows = await db.query<Row>('SELECT * FROM agent_contract_events WHERE merchant = $1 AND contract_id = ANY($2::bigint[]) ORDER BY id', [merchant, ids]);
      for (const r of rows) {
        const list = out.get(Number(r.contract_id)) ?? [];
        list.push({
          at: Number(r.at), actorKind: r.actor_kind as ContractEvent['actorKind'], actor: String(r.actor_name), action: String(r.action),
          oldStatus: (r.old_status ?? null) as ContractStatus | null, newStatus: r.new_status as ContractStatus,
          oldTiers: r.old_tiers ? json<ContractTier[]>(r.old_tiers) : null, newTiers: r.new_tiers ? json<ContractTier[]>(r.new_tiers) : null,
        });
        out.set(Number(r.contract_id), list);
      }
      return out;
    },
  };
}
