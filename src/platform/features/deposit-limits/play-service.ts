/**
 * Loss, wager and session-time limits (UKGC RTS 12, GLI-19 A.3.7). Loss and wager limits run per
 * 24 hours, 7 days and a month back from now (as deposit limits do: deposit-limits service.ts); the session limit is
 * minutes since sign-in. The lowest limit in force wins, the operator's (merchant config
 * constants.playLimits) included. Lowering, or a first limit, applies at once; a raise or a
 * removal waits 24 hours and then until the member confirms it, so a raise is never a moment's
 * decision. A bet is checked before its stake leaves the wallet.
 */
import { formatMoney } from '../../../shared/money.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { Queryable } from '../../db/database.ts';
import type { Gate } from '../../ledger/post-at-once.ts';
import { RAISE_DELAY_MS, resetsAt, windowStart } from './service.ts';
import type { PlayLimitKind, PlayLimitPeriod, PlayLimitRow, PlayLimitsStore } from './play-store.ts';
import type { PlatformErrorCode } from '../../../shared/api/error-codes.ts';

export const MONEY_KINDS = ['loss', 'wager'] as const;
export const MONEY_PERIODS = ['day', 'week', 'month'] as const;
export const PLAY_LIMITS: readonly { kind: PlayLimitKind; period: PlayLimitPeriod }[] = [
  ...MONEY_KINDS.flatMap((kind) => MONEY_PERIODS.map((period) => ({ kind, period }))),
  { kind: 'session', period: 'session' },
];

export interface PlayLimitState {
  memberLimit: number | null;
  /** A raise or removal (limitMinor null) and when it may be confirmed. */
  pending: { limitMinor: number | null; from: number } | null;
}

/** The member's own limit in force and what waits. A waiting raise never applies by itself. */
export function playLimitState(row: PlayLimitRow | null | undefined): PlayLimitState {
  if (!row) return { memberLimit: null, pending: null };
  return { memberLimit: row.limitMinor, pending: row.nextFrom === null ? null : { limitMinor: row.nextLimitMinor, from: row.nextFrom } };
}

/** The row after the member asks for `wanted` (null = no limit) at `now`. */
export function nextPlayLimitRow(current: PlayLimitRow | null, kind: PlayLimitKind, period: PlayLimitPeriod, wanted: number | null, now: number): { row: PlayLimitRow; change: 'now' | 'pending' } {
  const limit = current?.limitMinor ?? null;
  // Lower or equal (the same value drops a waiting raise): at once. Higher or none: wait.
  if (wanted !== null && (limit === null || wanted <= limit)) return { row: { kind, period, limitMinor: wanted, nextLimitMinor: null, nextFrom: null }, change: 'now' };
  if (limit === null) return { row: { kind, period, limitMinor: null, nextLimitMinor: null, nextFrom: null }, change: 'now' };
  return { row: { kind, period, limitMinor: limit, nextLimitMinor: wanted, nextFrom: now + RAISE_DELAY_MS }, change: 'pending' };
}


/** The operator's limit for a kind and period in minor units (minutes for the session), or null. */
export function operatorLimit(merchant: Merchant, kind: PlayLimitKind, period: PlayLimitPeriod): number | null {
  const config = merchant.config.constants?.playLimits;
  if (!config) return null;
  if (kind === 'session') return config.sessionMinutes ?? null;
  const major = config[kind]?.[period as 'day' | 'week' | 'month'];
  return major === undefined ? null : major * 10 ** merchant.currency.decimals;
}

/** The lower of two limits, null meaning none. */
export const lowest = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));

/** What a kind counts in a window: stakes for wager, stakes minus wins (never below zero) for loss. */
export const usedOf = (kind: 'loss' | 'wager', played: { stakesMinor: number; winsMinor: number }) =>
  kind === 'wager' ? played.stakesMinor : Math.max(0, played.stakesMinor - played.winsMinor);

/**
 * Refuses a real-money bet of `bet` that would pass a loss or wager limit in force (the lowest of
 * the member's and the operator's), naming the limit and when it resets. A loss limit counts the
 * bet as lost: the stake is what may be lost before the outcome is known. Run it first in `tx`,
 * the transaction that records the round: it reads the limits under the member's row lock, taken
 * here and held to the commit, so two rounds at once cannot both pass on the same figures.
 */
export async function assertBetWithinLimits(store: PlayLimitsStore, merchant: Merchant, memberId: number, bet: number, now: number, tx: Queryable, sessionStartedAt?: number): Promise<void> {
  const rows = await store.listLocked(merchant.code, memberId, tx);
  // The session-time limit from the same rows: a round reads the member's limits once.
  if (sessionStartedAt !== undefined) assertSessionRows(rows, merchant, sessionStartedAt, now);
  for (const period of MONEY_PERIODS) {
    const limits = MONEY_KINDS.map((kind) => lowest(playLimitState(rows.find((r) => r.kind === kind && r.period === period)).memberLimit, operatorLimit(merchant, kind, period)));
    // Every round passes here: a period without a limit costs no query.
    if (limits.every((limit) => limit === null)) continue;
    const played = await store.playedSince(merchant.code, memberId, windowStart(period, now), tx);
    for (const [index, kind] of MONEY_KINDS.entries()) {
      const limit = limits[index] ?? null;
      if (limit === null) continue;
      const remainingMinor = Math.max(0, limit - usedOf(kind, played));
      if (bet <= remainingMinor) continue;
      const at = resetsAt(period, played.firstAt, now);
      const code = `limit.${kind}.${period}` as PlatformErrorCode;
      throw new ApiError(409, code, `This bet would pass your ${kind} limit for the ${period}; it resets from ${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`, {
        kind, period, limitMinor: limit, remainingMinor, remaining: formatMoney(remainingMinor, merchant.currency), limit: formatMoney(limit, merchant.currency), resetsAt: at,
      });
    }
  }
}

/**
 * For a round that could skip assertBetWithinLimits: when the operator sets no play limit, a gate
 * for the statement that moves the round's money. It takes the member's row lock, as
 * assertBetWithinLimits does (a round checked against a limit set meanwhile waits for this one and
 * counts it), and passes only while the member has no limit row, so there is nothing to check.
 */
export function noPlayLimitsGate(merchant: Merchant, memberId: number): Gate | undefined {
  if (PLAY_LIMITS.some(({ kind, period }) => operatorLimit(merchant, kind, period) !== null)) return undefined;
  return (bind) => `SELECT m.id FROM members m WHERE m.id = ${bind(memberId)}
       AND NOT EXISTS (SELECT 1 FROM play_limits p WHERE p.merchant = ${bind(merchant.code)} AND p.member_id = m.id) FOR UPDATE OF m`;
}

/** Refuses play once the session has lasted the session-time limit. */
export async function assertSessionWithinLimit(store: PlayLimitsStore, merchant: Merchant, memberId: number, sessionStartedAt: number, now: number): Promise<void> {
  assertSessionRows(await store.list(merchant.code, memberId), merchant, sessionStartedAt, now);
}

/** The session-time limit in force (the lowest of the member's and the operator's, in minutes) against the session's age. */
function assertSessionRows(rows: PlayLimitRow[], merchant: Merchant, sessionStartedAt: number, now: number): void {
  const minutes = lowest(playLimitState(rows.find((r) => r.kind === 'session')).memberLimit, operatorLimit(merchant, 'session', 'session'));
  if (minutes === null || now - sessionStartedAt < minutes * 60_000) return;
  throw new ApiError(403, 'limit.session', `Your session-time limit of ${minutes} minutes is reached; sign in again to play`, { minutes, resetsAt: null });
}
