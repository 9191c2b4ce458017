/**
 * Withdrawal requests, their timelines and proofs (migration 220). A state change is one
 * conditional UPDATE (`WHERE status/confirmation = expected`), so of two processes or two clicks
 * exactly one moves a request; the ledger movements that follow are idempotent and re-driven by
 * the withdrawal job (services/withdrawals.ts) if a process dies in between.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { readTurnover, type TurnoverReading } from './turnover-store.ts';
import { RANGE_WHERE, rangeParams, type MemberListRange } from '../../db/member-list-range.ts';

/** A refused or failed request gave everything back: it does not use one of the day's withdrawals. */
const COUNTS_TODAY = "status NOT IN ('audit_failure', 'failed')";

export type WithdrawalStatus = 'processing' | 'transferring' | 'audit_failure' | 'success' | 'failed' | 'disputed';
export type WithdrawalConfirmation = 'awaiting' | 'received' | 'fully_received' | 'timed_out' | 'not_received' | 'refunded' | 'forced_received';

export interface Withdrawal {
  id: number;
  merchant: string;
  memberId: number;
  requestKey: string;
  payoutAccountId: number;
  amount: number;
  fee: number;
  securityDeposit: number;
  holdId: number | null;
  depositHoldId: number | null;
  status: WithdrawalStatus;
  confirmation: WithdrawalConfirmation | null;
  paidAmount: number;
  paidAt: number | null;
  confirmDeadline: number | null;
  depositForfeit: boolean;
  remark: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface WithdrawalEvent {
  at: number;
  actor: string;
  event: string;
  note: string | null;
}

/** What a request starts with: the withdrawal's own fields, at one time. */
export type NewWithdrawal = Pick<Withdrawal, 'merchant' | 'memberId' | 'requestKey' | 'payoutAccountId' | 'amount' | 'fee' | 'securityDeposit'> & { at: number };

/** What a transition sets, besides status/confirmation. */
export interface WithdrawalChange {
  status?: WithdrawalStatus;
  confirmation?: WithdrawalConfirmation | null;
  paidAmount?: number;
  paidAt?: number | null;
  confirmDeadline?: number | null;
  depositForfeit?: boolean;
  remark?: string | null;
}

export interface WithdrawalsStore {
  /**
   * Inserts the request under the member's row lock after `check(countToday)` passes (the daily
   * count cannot be raced past). A repeated request key returns the first request, `created: false`.
   */
  create(input: NewWithdrawal, dayStart: number, check: (countToday: number) => void): Promise<{ withdrawal: Withdrawal; created: boolean }>;
  /** Removes a request whose holds could not be taken (it never became a request). */
  discard(id: number): Promise<void>;
  setHolds(id: number, holdId: number, depositHoldId: number | null): Promise<void>;
  find(merchant: string, id: number): Promise<Withdrawal | null>;
  /** Newest first; with `range`, those created in [from, to) and older than `after` (history pages). */
  listByMember(merchant: string, memberId: number, limit: number, range?: MemberListRange, status?: WithdrawalStatus): Promise<Withdrawal[]>;
  listByStatus(merchant: string, statuses: WithdrawalStatus[], limit: number): Promise<Withdrawal[]>;
  countSince(merchant: string, memberId: number, since: number): Promise<number>;
  /** Applies `change` only while the request is in one of `from` (status, and confirmation when given); null = someone else moved it. */
  transition(
    merchant: string,
    id: number,
    from: { status: WithdrawalStatus[]; confirmation?: (WithdrawalConfirmation | null)[] },
    change: WithdrawalChange,
    event: { at: number; actor: string; event: string; note?: string | null },
  ): Promise<Withdrawal | null>;
  /** The same transition inside the caller's transaction (a desk action with its audit entry). */
  transitionIn(
    tx: Queryable,
    merchant: string,
    id: number,
    from: { status: WithdrawalStatus[]; confirmation?: (WithdrawalConfirmation | null)[] },
    change: WithdrawalChange,
    event: { at: number; actor: string; event: string; note?: string | null },
  ): Promise<Withdrawal | null>;
  /** The request under a row lock in `tx` (a desk action re-reads it there). */
  lock(tx: Queryable, merchant: string, id: number): Promise<Withdrawal | null>;
  /** The desk's queue: requests (with the member's account name) in one state or all, oldest first. */
  listForDesk(merchant: string, status: WithdrawalStatus | null, page: { offset: number; limit: number }): Promise<{ items: (Withdrawal & { account: string; hasProof: boolean })[]; total: number }>;
  /** Requests whose confirmation window has passed (the job's work list). */
  dueForTimeout(now: number, limit: number): Promise<Withdrawal[]>;
  /** Closed requests whose holds may still be open (the job re-drives their ledger side). */
  closedSince(since: number, limit: number): Promise<Withdrawal[]>;
  /** The turnover conditions of the member's current cycle and the valid bets after each (turnover-store.ts). */
  turnover(merchant: string, memberId: number, bonusKinds: readonly string[]): Promise<TurnoverReading>;
  events(id: number): Promise<WithdrawalEvent[]>;
  addEvent(tx: Queryable, id: number, event: { at: number; actor: string; event: string; note?: string | null }): Promise<void>;
  saveProof(id: number, mime: string, bytes: Buffer, at: number): Promise<void>;
  proof(id: number): Promise<{ mime: string; bytes: Buffer } | null>;
}

type Row = Record<string, unknown>;
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function toWithdrawal(r: Row): Withdrawal {
  return {
    id: Number(r.id),
    merchant: String(r.merchant),
    memberId: Number(r.member_id),
    requestKey: String(r.request_key),
    payoutAccountId: Number(r.payout_account_id),
    amount: Number(r.amount),
    fee: Number(r.fee),
    securityDeposit: Number(r.security_deposit),
    holdId: numOrNull(r.hold_id),
    depositHoldId: numOrNull(r.deposit_hold_id),
    status: r.status as WithdrawalStatus,
    confirmation: (r.confirmation ?? null) as WithdrawalConfirmation | null,
    paidAmount: Number(r.paid_amount),
    paidAt: numOrNull(r.paid_at),
    confirmDeadline: numOrNull(r.confirm_deadline),
    depositForfeit: Boolean(r.deposit_forfeit),
    remark: r.remark === null || r.remark === undefined ? null : String(r.remark),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

const COLUMNS: Record<keyof WithdrawalChange, string> = {
  status: 'status',
  confirmation: 'confirmation',
  paidAmount: 'paid_amount',
  paidAt: 'paid_at',
  confirmDeadline: 'confirm_deadline',
  depositForfeit: 'deposit_forfeit',
  remark: 'remark',
};

export function createWithdrawalsStore(db: Database): WithdrawalsStore {
  const addEvent: WithdrawalsStore['addEvent'] = async (tx, id, e) => {
    await tx.query('INSERT INTO withdrawal_events (withdrawal_id, at, actor, event, note) VALUES ($1,$2,$3,$4,$5)', [id, e.at, e.actor, e.event, e.note ?? null]);
  };
  const list = async (sql: string, params: unknown[]) => (await db.query<Row>(sql, params)).map(toWithdrawal);
  const transitionIn: WithdrawalsStore['transitionIn'] = async (tx, merchant, id, from, change, event) => {
    const sets = ['updated_at = $3'];
    const params: unknown[] = [merchant, id, event.at];
    for (const [key, value] of Object.entries(change) as [keyof WithdrawalChange, unknown][]) {
      params.push(value);
      sets.push(`${COLUMNS[key]} = $${params.length}`);
    }
    params.push(from.status);
    let where = `merchant = $1 AND id = $2 AND hold_id IS NOT NULL AND status = ANY($${params.length}::text[])`;
    if (from.confirmation) {
      const named = from.confirmation.filter((c): c is WithdrawalConfirmation => c !== null);
      params.push(named);
      where += ` AND (confirmation = ANY($${params.length}::text[])${from.confirmation.includes(null) ? ' OR confirmation IS NULL' : ''})`;
    }
    const rows = await tx.query<Row>(`UPDATE withdrawals SET ${sets.join(', ')} WHERE ${where} RETURNING *`, params);
    if (!rows[0]) return null;
    await addEvent(tx, id, event);
    return toWithdrawal(rows[0]);
  };

  return {
    create(input, dayStart, check) {
      return db.transaction(async (tx) => {
        // The member's row lock serialises one member's requests: the count below stays true until commit.
        await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [input.memberId]);
        const existing = await tx.query<Row>('SELECT * FROM withdrawals WHERE merchant = $1 AND member_id = $2 AND request_key = $3', [
          input.merchant, input.memberId, input.requestKey,
        ]);
        if (existing[0]) return { withdrawal: toWithdrawal(existing[0]), created: false };
        const counted = await tx.query<{ n: unknown }>(`SELECT COUNT(*) AS n FROM withdrawals WHERE merchant = $1 AND member_id = $2 AND created_at >= $3 AND ${COUNTS_TODAY}`, [
          input.merchant, input.memberId, dayStart,
        ]);
        check(Number(counted[0]?.n ?? 0));
        const rows = await tx.query<Row>(
          `INSERT INTO withdrawals (merchant, member_id, request_key, payout_account_id, amount, fee, security_deposit, status, created_at, updated_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,'processing',$8,$8) RETURNING *`,
          [input.merchant, input.memberId, input.requestKey, input.payoutAccountId, input.amount, input.fee, input.securityDeposit, input.at],
        );
        return { withdrawal: toWithdrawal(rows[0]!), created: true };
      });
    },
    async discard(id) {
      await db.query('DELETE FROM withdrawals WHERE id = $1 AND hold_id IS NULL', [id]);
    },
    async setHolds(id, holdId, depositHoldId) {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE withdrawals SET hold_id = $2, deposit_hold_id = $3 WHERE id = $1', [id, holdId, depositHoldId]);
        const row = (await tx.query<Row>('SELECT created_at FROM withdrawals WHERE id = $1', [id]))[0];
        await addEvent(tx, id, { at: Number(row?.created_at), actor: 'member', event: 'requested' });
      });
    },
    async find(merchant, id) {
      const rows = await db.query<Row>('SELECT * FROM withdrawals WHERE merchant = $1 AND id = $2', [merchant, id]);
      return rows[0] ? toWithdrawal(rows[0]) : null;
    },
    listByMember: (merchant, memberId, limit, range, status) =>
      list(`SELECT * FROM withdrawals WHERE merchant = $1 AND member_id = $2 AND hold_id IS NOT NULL AND ${RANGE_WHERE} ORDER BY created_at DESC, id DESC LIMIT $3`,
        [merchant, memberId, limit, ...rangeParams(range, status)]),
    listByStatus: (merchant, statuses, limit) =>
      list('SELECT * FROM withdrawals WHERE merchant = $1 AND status = ANY($2::text[]) AND hold_id IS NOT NULL ORDER BY created_at, id LIMIT $3', [merchant, statuses, limit]),
    async countSince(merchant, memberId, since) {
      const rows = await db.query<{ n: unknown }>(`SELECT COUNT(*) AS n FROM withdrawals WHERE merchant = $1 AND member_id = $2 AND created_at >= $3 AND ${COUNTS_TODAY}`, [merchant, memberId, since]);
      return Number(rows[0]?.n ?? 0);
    },
    transition: (merchant, id, from, change, event) => db.transaction((tx) => transitionIn(tx, merchant, id, from, change, event)),
    transitionIn,
    async lock(tx, merchant, id) {
      const rows = await tx.query<Row>('SELECT * FROM withdrawals WHERE merchant = $1 AND id = $2 AND hold_id IS NOT NULL FOR UPDATE', [merchant, id]);
      return rows[0] ? toWithdrawal(rows[0]) : null;
    },
    async listForDesk(merchant, status, page) {
      const where = `w.merchant = $1 AND w.hold_id IS NOT NULL${status ? ' AND w.status = $2' : ''}`;
      const params: unknown[] = status ? [merchant, status] : [merchant];
      const total = await db.query<{ n: unknown }>(`SELECT COUNT(*) AS n FROM withdrawals w WHERE ${where}`, params);
      const rows = await db.query<Row>(
        `SELECT w.*, m.username AS account, EXISTS (SELECT 1 FROM withdrawal_proofs p WHERE p.withdrawal_id = w.id) AS has_proof
         FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE ${where} ORDER BY w.created_at, w.id LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}`,
        params,
      );
      return { items: rows.map((r) => ({ ...toWithdrawal(r), account: String(r.account), hasProof: Boolean(r.has_proof) })), total: Number(total[0]?.n ?? 0) };
    },
    dueForTimeout: (now, limit) =>
      list("SELECT * FROM withdrawals WHERE confirmation = 'awaiting' AND confirm_deadline <= $1 ORDER BY confirm_deadline LIMIT $2", [now, limit]),
    closedSince: (since, limit) =>
      list(
        `SELECT w.* FROM withdrawals w WHERE w.updated_at >= $1 AND w.hold_id IS NOT NULL AND (
           EXISTS (SELECT 1 FROM ledger_holds h WHERE h.id = w.hold_id AND h.state = 'held' AND w.status IN ('audit_failure', 'failed'))
           OR EXISTS (SELECT 1 FROM ledger_holds h WHERE h.id = w.hold_id AND h.state = 'held' AND w.paid_at IS NOT NULL)
           OR EXISTS (SELECT 1 FROM ledger_holds h WHERE h.id = w.deposit_hold_id AND h.state = 'held' AND w.status IN ('audit_failure', 'failed', 'success'))
           OR (w.status = 'failed' AND w.paid_at IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM ledger_transactions t WHERE t.merchant = w.merchant AND t.idempotency_key = 'withdrawal:' || w.id || ':refund'))
         ) ORDER BY w.id LIMIT $2`,
        [since, limit],
      ),
    turnover: (merchant, memberId, bonusKinds) => readTurnover(db, merchant, memberId, bonusKinds),
    async events(id) {
      const rows = await db.query<Row>('SELECT at, actor, event, note FROM withdrawal_events WHERE withdrawal_id = $1 ORDER BY id', [id]);
      return rows.map((r) => ({ at: Number(r.at), actor: String(r.actor), event: String(r.event), note: r.note === null ? null : String(r.note) }));
    },
    addEvent,
    async saveProof(id, mime, bytes, at) {
      await db.query('INSERT INTO withdrawal_proofs (withdrawal_id, mime, bytes, created_at) VALUES ($1,$2,$3,$4) ON CONFLICT (withdrawal_id) DO NOTHING', [id, mime, bytes, at]);
    },
    async proof(id) {
      const rows = await db.query<{ mime: string; bytes: Uint8Array }>('SELECT mime, bytes FROM withdrawal_proofs WHERE withdrawal_id = $1', [id]);
      return rows[0] ? { mime: rows[0].mime, bytes: Buffer.from(rows[0].bytes) } : null;
    },
  };
}
