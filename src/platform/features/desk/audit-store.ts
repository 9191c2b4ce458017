/**
 * The payments desk's audit log: one row per desk action (who, when, what, before and after),
 * written in the same transaction as the action itself, under the action's idempotency key.
 * services/desk-audit.ts (`deskAction`) is the one way desk actions use it.
 */
import type { Database, Queryable } from '../../db/database.ts';
import type { OperatorRole } from '../../../shared/api/calls.ts';

export interface AuditEntry {
  id: number;
  merchant: string;
  operatorId: number;
  operator: string;
  role: OperatorRole;
  action: string;
  target: string;
  idempotencyKey: string;
  before: AuditState;
  after: AuditState;
  result: unknown;
  at: number;
}

/** A target's state as the audit log keeps it: a snapshot of its row, null when there was none. */
export type AuditState = Record<string, unknown> | null;

export interface AuditFilter {
  action?: string;
  operator?: string;
  target?: string;
}

export type AuditClaim = Omit<AuditEntry, 'id' | 'before' | 'after' | 'result'>;

export interface DeskAuditStore {
  /**
   * Runs `work` in one transaction with the action's audit row. The row is claimed first under
   * the idempotency key: a second run with the same key (even from another platform process, whose
   * insert waits for the first to commit) gets the first row back and does not run `work`.
   */
  record<T>(claim: AuditClaim, work: (tx: Queryable) => Promise<{ before: AuditState; after: AuditState; result: T }>): Promise<{ entry: AuditEntry; replayed: boolean }>;
  list(merchant: string, filter: AuditFilter, page: { offset: number; limit: number }): Promise<{ items: AuditEntry[]; total: number }>;
}

type Row = Record<string, unknown>;
const json = (v: unknown): unknown => (typeof v === 'string' ? (JSON.parse(v) as unknown) : (v ?? null));

const toEntry = (r: Row): AuditEntry => ({
  id: Number(r.id),
  merchant: String(r.merchant),
  operatorId: Number(r.operator_id),
  operator: String(r.operator_name),
  role: String(r.role) as OperatorRole,
  action: String(r.action),
  target: String(r.target),
  idempotencyKey: String(r.idempotency_key),
  before: json(r.before_state) as AuditState,
  after: json(r.after_state) as AuditState,
  result: json(r.result),
  at: Number(r.at),
});

/** LIKE patterns take the filter text literally. */
const literal = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createDeskAuditStore(db: Database): DeskAuditStore {
  return {
    async record(claim, work) {
      return db.transaction(async (tx) => {
        const inserted = await tx.query<Row>(
          `INSERT INTO desk_audit (merchant, operator_id, operator_name, role, action, target, idempotency_key, at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (merchant, idempotency_key) DO NOTHING RETURNING id`,
          [claim.merchant, claim.operatorId, claim.operator, claim.role, claim.action, claim.target, claim.idempotencyKey, claim.at],
        );
        const id = inserted[0]?.id;
        if (id === undefined) {
          const rows = await tx.query<Row>('SELECT * FROM desk_audit WHERE merchant = $1 AND idempotency_key = $2', [claim.merchant, claim.idempotencyKey]);
          if (!rows[0]) throw new Error('audit row under an idempotency key vanished');
          return { entry: toEntry(rows[0]), replayed: true };
        }
        const outcome = await work(tx);
        const rows = await tx.query<Row>(
          'UPDATE desk_audit SET before_state = $2, after_state = $3, result = $4 WHERE id = $1 RETURNING *',
          [id, JSON.stringify(outcome.before ?? null), JSON.stringify(outcome.after ?? null), JSON.stringify(outcome.result ?? null)],
        );
        return { entry: toEntry(rows[0]!), replayed: false };
      });
    },
    async list(merchant, filter, page) {
      const where = ['merchant = $1'];
      const params: unknown[] = [merchant];
      const add = (column: string, value: string | undefined, exact: boolean) => {
        if (!value) return;
        params.push(exact ? value : `%${literal(value)}%`);
        where.push(exact ? `${column} = $${params.length}` : `${column} ILIKE $${params.length}`);
      };
      add('action', filter.action, true);
      add('operator_name', filter.operator, false);
      add('target', filter.target, false);
      const clause = where.join(' AND ');
      const count = await db.query<Row>(`SELECT count(*) AS n FROM desk_audit WHERE ${clause}`, params);
      const rows = await db.query<Row>(`SELECT * FROM desk_audit WHERE ${clause} ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`, params);
      return { items: rows.map(toEntry), total: Number(count[0]?.n ?? 0) };
    },
  };
}
