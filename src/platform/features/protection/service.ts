/**
 * Player protection rules (UKGC RTS 13; LCCP SR 3.5.3 time-outs, 3.5.4 self-exclusion): the
 * periods a member may choose, and the refusal while one is in force. The check itself runs in
 * one place for calls (liveSession, services/sessions.ts, which game tickets use too) and one for
 * logins (startSession), so no route can forget it.
 */
import { ApiError } from '../../errors.ts';
import type { Protection, ProtectionKind } from '../members/index.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The choices, by kind: fixed lengths in ms, or calendar months (a month is not 30 days). */
export const PROTECTION_DURATIONS: Record<ProtectionKind, Record<string, { ms: number } | { months: number }>> = {
  timeout: { '24h': { ms: DAY }, '7d': { ms: 7 * DAY }, '1m': { months: 1 }, '6w': { ms: 42 * DAY } },
  selfExclusion: { '6m': { months: 6 }, '1y': { months: 12 }, '2y': { months: 24 }, '3y': { months: 36 }, '5y': { months: 60 } },
};

/** When a period chosen at `now` ends; null for a duration the kind does not offer. */
export function protectionEnd(kind: ProtectionKind, duration: string, now: number): number | null {
  const choice = Object.hasOwn(PROTECTION_DURATIONS[kind], duration) ? PROTECTION_DURATIONS[kind][duration] : undefined;
  if (!choice) return null;
  if ('ms' in choice) return now + choice.ms;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + choice.months);
  return end.getTime();
}

/** The time-out or self-exclusion in force at `now`, if any. */
export function activeProtection(member: { protection: Protection | null }, now: number): Protection | null {
  return member.protection && member.protection.until > now ? member.protection : null;
}

/** The refusal of a login or a call: the code names the kind, the value says until when (UTC). */
export function protectionRefused(protection: Protection): ApiError {
  const untilText = `${new Date(protection.until).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const value = { kind: protection.kind, until: protection.until, untilText };
  return protection.kind === 'timeout'
    ? new ApiError(403, 'protection.timeout.active', `You are taking a break until ${untilText}`, value)
    : new ApiError(403, 'protection.selfExclusion.active', `Your account is self-excluded until ${untilText}`, value);
}

/** Throws the refusal while a time-out or self-exclusion is in force. */
export function assertNotProtected(member: { protection: Protection | null }, now: number): void {
  const protection = activeProtection(member, now);
  if (protection) throw protectionRefused(protection);
}
