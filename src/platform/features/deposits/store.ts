/**
 * Deposit requests and their provider callbacks (migration 200). Every end state is one
 * conditional UPDATE (`WHERE status IN ('new','pending')`), so of two processes, two callbacks or a
 * callback racing the expiry job exactly one ends a request; the credit is posted in the same
 * transaction as the approval, under the key `deposit:<id>:credit`.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { postEntries } from '../../ledger/store.ts';
import { RANGE_WHERE, rangeParams, type MemberListRange } from '../../db/member-list-range.ts';

export type DepositStatus = 'new' | 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';

export interface Deposit {
  id: number;
  merchant: string;
  memberId: number;
  channel: string;
  method: 'gateway' | 'manual';
  currency: string;
  amount: number;
  fee: number;
  status: DepositStatus;
  reference: string | null;
  providerRef: string | null;
  createdAt: number;
  expiresAt: number;
  decidedAt: number | null;
  decidedBy: string | null;
  reason: string | null;
  /** A manual transfer's bank reference, as the member typed it. */
  transferReference: string | null;
}

export type NewDeposit = Pick<Deposit, 'merchant' | 'memberId' | 'channel' | 'method' | 'currency' | 'amount' | 'fee' | 'reference' | 'createdAt' | 'expiresAt'>;

export interface CreateOptions {
  /**
   * Runs under the member's row lock before the insert (after a repeated key has answered): a
   * rule that counts the member's other deposits (limits, one open manual request) throws here,
   * and two requests at once cannot both pass it.
   */
  guard?: (tx: Queryable) => Promise<void>;
  transferReference?: string;
  /** A manual deposit's receipt, stored with the request. */
  receipt?: { mime: string; bytes: Buffer };
}

/** The ledger accounts an approval moves money between: the merchant's deposit clearing account, the wallet, the house (fee). */
export interface CreditAccounts {
  clearing: number;
  wallet: number;
  house: number;
}

/** Work that must commit with a deposit's change or not at all (the member's notice). */
export type Alongside = (tx: Queryable, deposit: Deposit) => Promise<void>;

export interface DepositsStore {
  /** A repeated `reference` (the member's request key) for the member answers the first request. */
  create(input: NewDeposit, options?: CreateOptions): Promise<{ deposit: Deposit; created: boolean }>;
  find(merchant: string, id: number): Promise<Deposit | null>;
  /** Newest first; with `range`, those created in [from, to) and older than `after` (history pages). */
  listByMember(merchant: string, memberId: number, limit: number, range?: MemberListRange, status?: DepositStatus): Promise<Deposit[]>;
  /**
   * Ends an open request without money (cancelled, rejected, expired); null = it was no longer open.
   * `alongside` runs in the same transaction once it closed (the member's notice commits with it).
   */
  close(merchant: string, id: number, status: 'cancelled' | 'rejected' | 'expired', at: number, by: string, reason: string | null, alongside?: Alongside): Promise<Deposit | null>;
  /** Approves an open request and credits it in one transaction (with `alongside`); null = it was no longer open. */
  approve(merchant: string, id: number, accounts: CreditAccounts, at: number, by: string, providerRef: string | null, alongside?: Alongside): Promise<Deposit | null>;
  /** Open requests past their expiry, oldest first. */
  due(now: number, limit: number): Promise<Deposit[]>;
  /** The member's open provider checkouts (gateway deposits not yet paid), oldest first. */
  openCheckouts(merchant: string, memberId: number): Promise<Deposit[]>;
  /** Records a callback's nonce; false = seen before (a replay). */
  useNonce(merchant: string, nonce: string, at: number): Promise<boolean>;
  logCallback(entry: { merchant: string; depositId: number | null; nonce: string | null; outcome: string; detail: string | null; at: number }): Promise<void>;
  callbacks(depositId: number): Promise<{ outcome: string; detail: string | null }[]>;
}

export const COLUMNS = 'id, merchant, member_id, channel, method, currency, amount_minor, fee_minor, status, reference, provider_ref, created_at, expires_at, decided_at, decided_by, reason, transfer_reference';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function toDeposit(r: Record<string, unknown>): Deposit {
  return {
    id: Number(r.id), merchant: String(r.merchant), memberId: Number(r.member_id), channel: String(r.channel),
    method: r.method as Deposit['method'], currency: String(r.currency), amount: Number(r.amount_minor), fee: Number(r.fee_minor),
    status: r.status as DepositStatus, reference: (r.reference as string | null) ?? null, providerRef: (r.provider_ref as string | null) ?? null,
    createdAt: Number(r.created_at), expiresAt: Number(r.expires_at), decidedAt: num(r.decided_at), decidedBy: (r.decided_by as string | null) ?? null,
    reason: (r.reason as string | null) ?? null, transferReference: (r.transfer_reference as string | null) ?? null,
  };
}

export function createDepositsStore(db: Database): DepositsStore {
  const find = async (merchant: string, id: number) => {
    const rows = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM deposits WHERE merchant = $1 AND id = $2`, [merchant, id]);
    return rows[0] ? toDeposit(rows[0]) : null;
  };
  return {
    async create(input, options = {}) {
      // The request key is kept in `reference` for gateway deposits; the member's row lock makes
      // two clicks with one key one request.
      return db.transaction(async (tx) => {
        await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [input.memberId]);
        const existing = await tx.query<Record<string, unknown>>(
          `SELECT ${COLUMNS} FROM deposits WHERE merchant = $1 AND member_id = $2 AND reference = $3 AND method = $4`,
          [input.merchant, input.memberId, input.reference, input.method],
        );
        if (existing[0]) return { deposit: toDeposit(existing[0]), created: false };
        await options.guard?.(tx);
        const rows = await tx.query<Record<string, unknown>>(
          `INSERT INTO deposits (merchant, member_id, channel, method, currency, amount_minor, fee_minor, status, reference, created_at, expires_at, transfer_reference)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) RETURNING ${COLUMNS}`,
          [input.merchant, input.memberId, input.channel, input.method, input.currency, input.amount, input.fee,
            input.method === 'gateway' ? 'new' : 'pending', input.reference, input.createdAt, input.expiresAt, options.transferReference ?? null],
        );
        const deposit = toDeposit(rows[0]!);
        if (options.receipt) {
          await tx.query('INSERT INTO deposit_receipts (deposit_id, mime, bytes) VALUES ($1,$2,$3)', [deposit.id, options.receipt.mime, options.receipt.bytes]);
        }
        return { deposit, created: true };
      });
    },
    find,
    async listByMember(merchant, memberId, limit, range, status) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM deposits WHERE merchant = $1 AND member_id = $2 AND ${RANGE_WHERE} ORDER BY created_at DESC, id DESC LIMIT $3`,
        [merchant, memberId, limit, ...rangeParams(range, status)],
      );
      return rows.map(toDeposit);
    },
    async close(merchant, id, status, at, by, reason, alongside) {
      return db.transaction(async (tx) => {
        const rows = await tx.query<Record<string, unknown>>(
          `UPDATE deposits SET status = $3, decided_at = $4, decided_by = $5, reason = $6
           WHERE merchant = $1 AND id = $2 AND status IN ('new','pending') RETURNING ${COLUMNS}`,
          [merchant, id, status, at, by, reason],
        );
        const closed = rows[0] ? toDeposit(rows[0]) : null;
        if (closed && alongside) await alongside(tx, closed);
        return closed;
      });
    },
    async approve(merchant, id, accounts, at, by, providerRef, alongside) {
      return db.transaction(async (tx) => {
        const approved = await approveIn(tx, merchant, id, accounts, at, by, providerRef);
        if (approved && alongside) await alongside(tx, approved);
        return approved;
      });
    },
    async due(now, limit) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM deposits WHERE status IN ('new','pending') AND expires_at <= $1 ORDER BY expires_at LIMIT $2`, [now, limit],
      );
      return rows.map(toDeposit);
    },
    async openCheckouts(merchant, memberId) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM deposits WHERE merchant = $1 AND member_id = $2 AND method = 'gateway' AND status = 'new' ORDER BY id`, [merchant, memberId],
      );
      return rows.map(toDeposit);
    },
    async useNonce(merchant, nonce, at) {
      const rows = await db.query('INSERT INTO deposit_callback_nonces (merchant, nonce, received_at) VALUES ($1,$2,$3) ON CONFLICT DO NOTHING RETURNING nonce', [merchant, nonce, at]);
      return rows.length > 0;
    },
    async logCallback(e) {
      await db.query('INSERT INTO deposit_callbacks (merchant, deposit_id, nonce, outcome, detail, received_at) VALUES ($1,$2,$3,$4,$5,$6)', [
        e.merchant, e.depositId, e.nonce, e.outcome, e.detail, e.at,
      ]);
    },
    async callbacks(depositId) {
      const rows = await db.query<{ outcome: string; detail: string | null }>('SELECT outcome, detail FROM deposit_callbacks WHERE deposit_id = $1 ORDER BY id', [depositId]);
      return rows.map((r) => ({ outcome: r.outcome, detail: r.detail }));
    },
  };
}

/**
 * Approves an open request and posts its credit in the caller's transaction (the desk's action
 * runs it with its audit entry); null = it was no longer open.
 */
export async function approveIn(tx: Queryable, merchant: string, id: number, accounts: CreditAccounts, at: number, by: string, providerRef: string | null): Promise<Deposit | null> {
  const rows = await tx.query<Record<string, unknown>>(
    `UPDATE deposits SET status = 'approved', decided_at = $3, decided_by = $4, credited_at = $3, provider_ref = COALESCE($5, provider_ref)
     WHERE merchant = $1 AND id = $2 AND status IN ('new','pending') RETURNING ${COLUMNS}`,
    [merchant, id, at, by, providerRef],
  );
  if (!rows[0]) return null;
  const d = toDeposit(rows[0]);
  const entries = [{ accountId: accounts.clearing, amount: -d.amount }, { accountId: accounts.wallet, amount: d.amount - d.fee }];
  if (d.fee > 0) entries.push({ accountId: accounts.house, amount: d.fee });
  const posted = await postEntries(tx, { merchant, idempotencyKey: `deposit:${d.id}:credit`, kind: 'deposit', memo: `D${d.id}`, at, entries });
  await tx.query('UPDATE deposits SET ledger_transaction_id = $2 WHERE id = $1', [d.id, posted.transactionId]);
  return d;
}
