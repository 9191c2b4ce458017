/**
 * Deposit limits (UKGC RTS 12): 24 hours, 7 days and a month, each rolling back from now; the
 * lowest one a deposit meets decides. Lowering (or a first limit) applies at once; a
 * raise or a removal waits 24 hours and then until the member confirms it (RTS 12: a raise is
 * never a moment's decision), and is shown as pending until then.
 */
import { formatMoney } from '../../../shared/money.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { DepositLimitRow, DepositLimitsStore, LimitPeriod } from './store.ts';

export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

const PERIOD_MS: Record<'day' | 'week', number> = { day: DAY, week: 7 * DAY };

/**
 * The month window is the longer of a calendar month and 30 days: regulators word it either way
 * (UKGC "monthly", GLI-19 and others 30 days), and a calendar month reaching into February alone
 * would count fewer days than 30.
 */
const MONTH_MIN_MS = 30 * DAY;

function monthsFrom(at: number, months: number): number {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/** When a window's first counted deposit or round leaves it, freeing room: the limit's reset. */
export function resetsAt(period: LimitPeriod, firstAt: number | null, now: number): number {
  const first = firstAt ?? now;
  if (period === 'day' || period === 'week') return first + PERIOD_MS[period];
  return Math.max(monthsFrom(first, 1), first + MONTH_MIN_MS);
}

/** Where a period's window starts for a deposit made at `now`. */
export function windowStart(period: LimitPeriod, now: number): number {
  if (period === 'day') return now - DAY;
  if (period === 'week') return now - 7 * DAY;
  return Math.min(monthsFrom(now, -1), now - MONTH_MIN_MS);
}

export interface LimitState {
  limitMinor: number | null;
  /** A raise or removal (limitMinor null) and when it may be confirmed. */
  pending: { limitMinor: number | null; from: number } | null;
}

/** The limit in force and what waits. A waiting raise never applies by itself. */
export function limitState(row: DepositLimitRow | null | undefined): LimitState {
  if (!row) return { limitMinor: null, pending: null };
  return { limitMinor: row.limitMinor, pending: row.nextFrom === null ? null : { limitMinor: row.nextLimitMinor, from: row.nextFrom } };
}

/** A limit row with a waiting change (deposit and play limits alike). */
interface WaitingRow {
  limitMinor: number | null;
  nextLimitMinor: number | null;
  nextFrom: number | null;
}

/** The row after the member confirms its waiting raise or removal; refused before its 24 hours are over. */
export function confirmedRow<Row extends WaitingRow>(current: Row | null, now: number): Row {
  if (!current || current.nextFrom === null) throw new ApiError(409, 'limit.confirm.none', 'There is no limit change waiting for confirmation');
  if (current.nextFrom > now) throw new ApiError(409, 'limit.confirm.early', 'This change can be confirmed once its 24 hours are over', { from: current.nextFrom });
  return { ...current, limitMinor: current.nextLimitMinor, nextLimitMinor: null, nextFrom: null };
}

export type LimitChange = 'now' | 'pending';

/** The row after the member asks for `wanted` (null = no limit) at `now`. */
export function nextLimitRow(period: LimitPeriod, current: DepositLimitRow | null, wanted: number | null, now: number): { row: DepositLimitRow; change: LimitChange } {
  const { limitMinor } = limitState(current);
  const lower = wanted !== null && (limitMinor === null || wanted <= limitMinor);
  // Lower or equal (the same value drops a waiting raise): at once. Higher or none: after 24 hours.
  if (lower) return { row: { period, limitMinor: wanted, nextLimitMinor: null, nextFrom: null }, change: 'now' };
  if (limitMinor === null) return { row: { period, limitMinor: null, nextLimitMinor: null, nextFrom: null }, change: 'now' };
  return { row: { period, limitMinor, nextLimitMinor: wanted, nextFrom: now + RAISE_DELAY_MS }, change: 'pending' };
}

/**
 * Refuses a deposit of `amount` that would pass a limit in force, naming the period and the
 * amount still open in it (the smallest, when several would be passed). Run it under the member's
 * row lock (the deposits store's create guard) so two requests at once are counted together.
 */
export async function assertWithinLimits(
  store: DepositLimitsStore, tx: Queryable, merchant: Merchant, memberId: number, amount: number, now: number,
): Promise<void> {
  const rows = await store.list(merchant.code, memberId, tx);
  let worst: { period: LimitPeriod; limitMinor: number; remainingMinor: number; resetsAt: number } | null = null;
  for (const period of LIMIT_PERIODS) {
    const { limitMinor } = limitState(rows.find((r) => r.period === period));
    if (limitMinor === null) continue;
    const { usedMinor, firstAt } = await store.windowSince(merchant.code, memberId, windowStart(period, now), tx);
    const remainingMinor = Math.max(0, limitMinor - usedMinor);
    if (amount > remainingMinor && (!worst || remainingMinor < worst.remainingMinor)) worst = { period, limitMinor, remainingMinor, resetsAt: resetsAt(period, firstAt, now) };
  }
  if (!worst) return;
  const remaining = formatMoney(worst.remainingMinor, merchant.currency);
  throw new ApiError(409, `deposit.limit.${worst.period}`,
    `This deposit would pass your deposit limit; you can deposit ${remaining} more in this period; it resets from ${new Date(worst.resetsAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    { ...worst, remaining });
}

type LimitRowLike = { limitMinor: number | null; nextLimitMinor: number | null; nextFrom: number | null };

/**
 * A limit change as a significant event: which limit (type and period), the request time, when
 * the new value starts (at once, or after the wait) and the limit before and after.
 */
export function limitChange(
  limit: string, period: string, rows: { before: unknown; after: unknown }, change: 'now' | 'pending' | 'confirmed', requestedAt: number,
): { before: Record<string, unknown> | null; after: Record<string, unknown> } {
  const before = rows.before as LimitRowLike | null;
  const after = rows.after as LimitRowLike;
  const value = (row: LimitRowLike) => ({ limitMinor: row.limitMinor, nextLimitMinor: row.nextLimitMinor, nextFrom: row.nextFrom });
  return {
    before: before ? { limit, period, ...value(before) } : null,
    after: { limit, period, ...value(after), change, requestedAt, start: change === 'pending' ? after.nextFrom : requestedAt },
  };
}
