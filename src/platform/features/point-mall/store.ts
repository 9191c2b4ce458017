/**
 * The points ledger and the mall's stock and redemptions (migration 420). Points are not money
 * (no currency, no counterparty), so they keep their own ledger: one balance row per member and
 * append-only entries with the balance after each. Every change takes the member's balance row
 * lock first, so two platform processes change one member's points one after the other.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { sweepEarnings, type EarnInput } from './earn-store.ts';

export type PointsKind = 'earn' | 'convert' | 'redeem' | 'refund' | 'mission';
export type RedemptionStatus = 'processing' | 'approved' | 'rejected';
export type ProductKind = 'promotion' | 'live' | 'gift';

export interface PointsEntry {
  id: number;
  kind: PointsKind;
  delta: number;
  balanceAfter: number;
  ref: string | null;
  createdAt: number;
}

export interface Recipient {
  name: string;
  address: string;
  phone: string;
}

export interface Redemption {
  id: number;
  merchant: string;
  memberId: number;
  account: string;
  requestKey: string;
  productId: string;
  kind: ProductKind;
  nameKey: string;
  quantity: number;
  points: number;
  moneyMinor: number;
  recipient: Recipient | null;
  status: RedemptionStatus;
  remark: string | null;
  createdAt: number;
  decidedAt: number | null;
}

export class PointsInsufficientError extends Error {
  constructor() {
    super('not enough points');
  }
}

export interface PointsChange {
  merchant: string;
  memberId: number;
  kind: PointsKind;
  delta: number;
  ref?: string;
  /** Per member: the same key again changes nothing and answers the first entry. */
  key: string;
  at: number;
}

/** Creates the member's balance row if needed and locks it for the rest of the transaction. */
export async function lockPoints(tx: Queryable, merchant: string, memberId: number): Promise<number> {
  await tx.query('INSERT INTO points_accounts (merchant, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [merchant, memberId]);
  const rows = await tx.query<{ balance: unknown }>('SELECT balance FROM points_accounts WHERE merchant = $1 AND member_id = $2 FOR UPDATE', [merchant, memberId]);
  return Number(rows[0]?.balance ?? 0);
}

/** The one place points change, inside the caller's transaction; throws PointsInsufficientError below zero. */
export async function postPoints(tx: Queryable, change: PointsChange): Promise<{ entry: PointsEntry; replayed: boolean }> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) throw new Error('a points change is a non-zero integer');
  const balance = await lockPoints(tx, change.merchant, change.memberId);
  const existing = await tx.query<Record<string, unknown>>(
    'SELECT * FROM points_entries WHERE merchant = $1 AND member_id = $2 AND idempotency_key = $3', [change.merchant, change.memberId, change.key]);
  if (existing[0]) return { entry: toEntry(existing[0]), replayed: true };
  const after = balance + change.delta;
  if (after < 0) throw new PointsInsufficientError();
  await tx.query('UPDATE points_accounts SET balance = $3 WHERE merchant = $1 AND member_id = $2', [change.merchant, change.memberId, after]);
  const rows = await tx.query<Record<string, unknown>>(
    `INSERT INTO points_entries (merchant, member_id, kind, delta, balance_after, ref, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [change.merchant, change.memberId, change.kind, change.delta, after, change.ref ?? null, change.key, change.at],
  );
  return { entry: toEntry(rows[0]!), replayed: false };
}

/** Takes `quantity` from the product's stock unless that would go below zero. */
export async function takeStock(tx: Queryable, merchant: string, productId: string, quantity: number): Promise<boolean> {
  const rows = await tx.query('UPDATE points_stock SET stock = stock - $3 WHERE merchant = $1 AND product_id = $2 AND stock >= $3 RETURNING stock', [merchant, productId, quantity]);
  return rows.length > 0;
}

export async function returnStock(tx: Queryable, merchant: string, productId: string, quantity: number): Promise<void> {
  await tx.query('UPDATE points_stock SET stock = stock + $3 WHERE merchant = $1 AND product_id = $2', [merchant, productId, quantity]);
}

export interface NewRedemption {
  merchant: string;
  memberId: number;
  requestKey: string;
  productId: string;
  kind: ProductKind;
  nameKey: string;
  quantity: number;
  points: number;
  moneyMinor: number;
  recipient: Recipient | null;
  at: number;
}

/** Inserts the redemption unless its request key was used; `created` false answers the first one. */
export async function insertRedemption(tx: Queryable, r: NewRedemption): Promise<{ redemption: Redemption; created: boolean }> {
  const inserted = await tx.query<{ id: unknown }>(
    `INSERT INTO points_redemptions (merchant, member_id, request_key, product_id, product_kind, name_key, quantity, points, money_minor, recipient, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'processing', $11) ON CONFLICT (merchant, member_id, request_key) DO NOTHING RETURNING id`,
    [r.merchant, r.memberId, r.requestKey, r.productId, r.kind, r.nameKey, r.quantity, r.points, r.moneyMinor, r.recipient ? JSON.stringify(r.recipient) : null, r.at],
  );
  const rows = await tx.query<Record<string, unknown>>(`${SELECT_REDEMPTION} WHERE r.merchant = $1 AND r.member_id = $2 AND r.request_key = $3`, [r.merchant, r.memberId, r.requestKey]);
  return { redemption: toRedemption(rows[0]!), created: inserted.length > 0 };
}

/** The redemption under a row lock (desk decisions). */
export async function lockRedemption(tx: Queryable, merchant: string, id: number): Promise<Redemption | null> {
  const rows = await tx.query<Record<string, unknown>>(`${SELECT_REDEMPTION} WHERE r.merchant = $1 AND r.id = $2 FOR UPDATE OF r`, [merchant, id]);
  return rows[0] ? toRedemption(rows[0]) : null;
}

export async function setRedemptionStatus(tx: Queryable, id: number, status: RedemptionStatus, by: string, remark: string | null, at: number): Promise<void> {
  await tx.query('UPDATE points_redemptions SET status = $2, decided_by = $3, remark = $4, decided_at = $5 WHERE id = $1', [id, status, by, remark, at]);
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface PointMallStore {
  /** Runs `fn` in one transaction: a redemption's stock, points and money move together. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Turns the member's uncounted valid bets into points (stores/points-earn.ts). */
  earn(input: EarnInput): Promise<number>;
  balance(merchant: string, memberId: number): Promise<number>;
  entries(merchant: string, memberId: number, paging: { offset: number; limit: number }): Promise<Page<PointsEntry>>;
  /** Seeds rows for products not seen yet (the config's stock is where a product starts). */
  ensureStock(merchant: string, products: readonly { id: string; stock: number }[]): Promise<void>;
  stock(merchant: string): Promise<Map<string, number>>;
  redemptions(merchant: string, filter: { memberId?: number; status?: RedemptionStatus }, paging: { offset: number; limit: number; newestFirst: boolean }): Promise<Page<Redemption>>;
}

const SELECT_REDEMPTION = 'SELECT r.*, m.username FROM points_redemptions r JOIN members m ON m.id = r.member_id';

export function createPointMallStore(db: Database): PointMallStore {
  return {
    transaction: (fn) => db.transaction(fn),
    earn: (input) => sweepEarnings(db, input),
    async balance(merchant, memberId) {
      const rows = await db.query<{ balance: unknown }>('SELECT balance FROM points_accounts WHERE merchant = $1 AND member_id = $2', [merchant, memberId]);
      return Number(rows[0]?.balance ?? 0);
    },
    async entries(merchant, memberId, { offset, limit }) {
      const rows = await db.query<Record<string, unknown>>(
        'SELECT *, count(*) OVER () AS total FROM points_entries WHERE merchant = $1 AND member_id = $2 ORDER BY id DESC LIMIT $3 OFFSET $4',
        [merchant, memberId, limit, offset]);
      return { items: rows.map(toEntry), total: await totalOf(rows, () => db.query('SELECT count(*) AS total FROM points_entries WHERE merchant = $1 AND member_id = $2', [merchant, memberId])) };
    },
    async ensureStock(merchant, products) {
      if (products.length === 0) return;
      await db.query(
        `INSERT INTO points_stock (merchant, product_id, stock) SELECT $1, t.id, t.stock FROM unnest($2::text[], $3::bigint[]) AS t(id, stock)
         ON CONFLICT (merchant, product_id) DO NOTHING`,
        [merchant, products.map((p) => p.id), products.map((p) => p.stock)]);
    },
    async stock(merchant) {
      const rows = await db.query<{ product_id: string; stock: unknown }>('SELECT product_id, stock FROM points_stock WHERE merchant = $1', [merchant]);
      return new Map(rows.map((r) => [r.product_id, Number(r.stock)]));
    },
    async redemptions(merchant, filter, { offset, limit, newestFirst }) {
      const where = ['r.merchant = $1'];
      const params: unknown[] = [merchant];
      if (filter.memberId !== undefined) where.push(`r.member_id = $${params.push(filter.memberId)}`);
      if (filter.status !== undefined) where.push(`r.status = $${params.push(filter.status)}`);
      const base = `${SELECT_REDEMPTION} WHERE ${where.join(' AND ')}`;
      const rows = await db.query<Record<string, unknown>>(
        `SELECT *, count(*) OVER () AS total FROM (${base}) r ORDER BY r.id ${newestFirst ? 'DESC' : 'ASC'} LIMIT ${Number(limit)} OFFSET ${Number(offset)}`, params);
      return { items: rows.map(toRedemption), total: await totalOf(rows, () => db.query(`SELECT count(*) AS total FROM (${base}) r`, params)) };
    },
  };
}

/** The window count of the first row; a page past the end has no row, so count separately. */
async function totalOf(rows: Record<string, unknown>[], count: () => Promise<Record<string, unknown>[]>): Promise<number> {
  if (rows[0]) return Number(rows[0].total);
  return Number((await count())[0]?.total ?? 0);
}

function toEntry(row: Record<string, unknown>): PointsEntry {
  return {
    id: Number(row.id), kind: row.kind as PointsKind, delta: Number(row.delta), balanceAfter: Number(row.balance_after),
    ref: row.ref === null || row.ref === undefined ? null : String(row.ref), createdAt: Number(row.created_at),
  };
}

function toRedemption(row: Record<string, unknown>): Redemption {
  const recipient = typeof row.recipient === 'string' ? JSON.parse(row.recipient) as Recipient : (row.recipient as Recipient | null) ?? null;
  return {
    id: Number(row.id), merchant: String(row.merchant), memberId: Number(row.member_id), account: String(row.username), requestKey: String(row.request_key),
    productId: String(row.product_id), kind: row.product_kind as ProductKind, nameKey: String(row.name_key), quantity: Number(row.quantity),
    points: Number(row.points), moneyMinor: Number(row.money_minor), recipient, status: row.status as RedemptionStatus,
    remark: row.remark === null || row.remark === undefined ? null : String(row.remark), createdAt: Number(row.created_at),
    decidedAt: row.decided_at === null || row.decided_at === undefined ? null : Number(row.decided_at),
  };
}
