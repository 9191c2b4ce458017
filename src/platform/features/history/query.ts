/**
 * The range and page every member history call takes, parsed once (query values are strings):
 * a range of at most 12 months inside the last 12 months, a page size of 1-500 and an opaque
 * keyset cursor (time + tie-breaker of the last row shown). Bad input is an envelope with its
 * errorCode, never a 5xx or a silently clamped answer.
 */
import { ApiError } from '../../errors.ts';
import type { HistoryQuery, HistoryRange, Keyset } from './store.ts';
export type { HistoryQuery, HistoryRange, Keyset } from './store.ts';

const DAY_MS = 86_400_000;
/** 12 months, with room for a leap year and the member's time zone. */
export const HISTORY_SPAN_MS = 367 * DAY_MS;
export const DEFAULT_PAGE_SIZE = 20;
/** Large enough for a CSV export to page quickly, small enough to keep one page cheap. */
export const MAX_PAGE_SIZE = 500;




const EPOCH_MS = /^[0-9]{1,15}$/;

export function parseRange(raw: { from?: string; to?: string }, now: number): HistoryRange {
  if (!raw.from || !raw.to || !EPOCH_MS.test(raw.from) || !EPOCH_MS.test(raw.to)) {
    throw new ApiError(400, 'history.range.invalid', 'from and to are epoch milliseconds');
  }
  const from = Number(raw.from);
  const to = Number(raw.to);
  if (from >= to) throw new ApiError(400, 'history.range.invalid', 'from must be before to');
  if (to - from > HISTORY_SPAN_MS || from < now - HISTORY_SPAN_MS) {
    throw new ApiError(400, 'history.range.tooLong', 'Choose a range within the last 12 months');
  }
  return { from, to };
}

export function parsePageSize(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_PAGE_SIZE;
  const size = /^[0-9]{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(size >= 1 && size <= MAX_PAGE_SIZE)) throw new ApiError(400, 'history.pageSize.invalid', `pageSize is 1 to ${MAX_PAGE_SIZE}`);
  return size;
}

/** The cursor is base64url of `<time>.<key>`; `key` must match what the call's rows use. */
export function encodeCursor(at: number, key: string): string {
  return Buffer.from(`${at}.${key}`, 'utf8').toString('base64url');
}

/** `maxLength`: the call's cursor limit (a round id makes a longer cursor than a number). */
export function parseCursor(raw: string | undefined, keyPattern: RegExp, maxLength = 80): Keyset | null {
  if (raw === undefined || raw === '') return null;
  const text = raw.length <= maxLength && /^[A-Za-z0-9_-]+$/.test(raw) ? Buffer.from(raw, 'base64url').toString('utf8') : '';
  const dot = text.indexOf('.');
  const at = text.slice(0, dot);
  const key = text.slice(dot + 1);
  if (dot < 1 || !EPOCH_MS.test(at) || !keyPattern.test(key)) throw new ApiError(400, 'history.cursor.invalid', 'The cursor is not one this call gave');
  return { at: Number(at), key };
}

export const ID_KEY = /^[0-9]{1,18}$/;

export function parseHistoryQuery(raw: { from?: string; to?: string; cursor?: string; pageSize?: string }, now: number, keyPattern = ID_KEY): HistoryQuery {
  return { ...parseRange(raw, now), pageSize: parsePageSize(raw.pageSize), after: parseCursor(raw.cursor, keyPattern) };
}

/** How many a money list shows without a range (the deposit and withdrawal pages' "recent"). */
export const RECENT_LIMIT = 30;

/**
 * A deposit or withdrawal list's optional range (the history page's tabs): without from, to,
 * cursor or pageSize the 30 most recent, else the same range, page and cursor rules as the
 * wallet movements. Returns the rows to ask for and how to cut them into a page.
 */
export interface ListRange {
  limit: number;
  range: { from: number; to: number; after: { at: number; id: number } | null } | undefined;
  page<T extends { createdAt: number; id: number }>(rows: T[]): { rows: T[]; nextCursor: string | null };
}

export function parseListRange(raw: { from?: string; to?: string; cursor?: string; pageSize?: string }, now: number): ListRange {
  const ranged = raw.from !== undefined || raw.to !== undefined || raw.cursor !== undefined || raw.pageSize !== undefined;
  if (!ranged) return { limit: RECENT_LIMIT, range: undefined, page: (rows) => ({ rows, nextCursor: null }) };
  const q = parseHistoryQuery(raw, now);
  return {
    // One row more than the page tells whether an older page exists.
    limit: q.pageSize + 1,
    range: { from: q.from, to: q.to, after: q.after ? { at: q.after.at, id: Number(q.after.key) } : null },
    page: (rows) => {
      const shown = rows.slice(0, q.pageSize);
      const last = shown[shown.length - 1];
      return { rows: shown, nextCursor: rows.length > q.pageSize && last ? encodeCursor(last.createdAt, String(last.id)) : null };
    },
  };
}
