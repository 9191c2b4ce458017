/**
 * Player protection rules (UKGC RTS 13; LCCP SR 3.5.3 time-outs, 3.5.4 self-exclusion; GLI-19
 * A.3.8): the periods a merchant offers, and what a member may do while one is in force. A member
 * on a break still signs in, to a restricted session: the balance, withdrawals, history and
 * statements, the password and devices, signing out. Every other call is refused with
 * `account.excluded`. The check runs in one place for calls (authenticate, services/sessions.ts)
 * and game tickets refuse every protected member (games/tickets.ts), so no route can forget it.
 */
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { Protection, ProtectionKind } from '../members/index.ts';
import type { ProtectionSettings } from '../../../generated/merchant.ts';
import { DEFAULT_PROTECTION, protectionPeriods } from '../../../shared/protection.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The end stored for an indefinite self-exclusion: later than any dated period, so the store's
 * "only ever lengthens" rule needs no special case, and still a safe integer of epoch ms.
 */
export const INDEFINITE_UNTIL = Date.UTC(9999, 11, 31, 23, 59);

/** Every period the platform knows, by kind: fixed lengths in ms, calendar months, or no end. */
export const PROTECTION_DURATIONS: Record<ProtectionKind, Record<string, { ms: number } | { months: number } | { indefinite: true }>> = {
  timeout: { '24h': { ms: DAY }, '72h': { ms: 3 * DAY }, '7d': { ms: 7 * DAY }, '2w': { ms: 14 * DAY }, '1m': { months: 1 }, '6w': { ms: 42 * DAY } },
  selfExclusion: { '6m': { months: 6 }, '1y': { months: 12 }, '2y': { months: 24 }, '3y': { months: 36 }, '5y': { months: 60 }, indefinite: { indefinite: true } },
};

export type { ProtectionSettings };

export function protectionSettings(merchant: Pick<Merchant, 'constants'>): ProtectionSettings {
  return protectionPeriods(merchant.constants as { protection?: ProtectionSettings });
}

/** When a period chosen at `now` ends; null for a period the merchant does not offer. */
export function protectionEnd(kind: ProtectionKind, duration: string, now: number, settings: ProtectionSettings = DEFAULT_PROTECTION): number | null {
  const offered: readonly string[] = kind === 'timeout' ? settings.timeoutPeriods : settings.selfExclusionPeriods;
  const choice = offered.includes(duration) && Object.hasOwn(PROTECTION_DURATIONS[kind], duration) ? PROTECTION_DURATIONS[kind][duration] : undefined;
  if (!choice) return null;
  if ('indefinite' in choice) return INDEFINITE_UNTIL;
  if ('ms' in choice) return now + choice.ms;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + choice.months);
  return end.getTime();
}

/** The time-out or self-exclusion in force at `now`, if any. */
export function activeProtection(member: { protection: Protection | null }, now: number): Protection | null {
  return member.protection && member.protection.until > now ? member.protection : null;
}

/** A protection as the portal reads it (memberInfo): the end, and whether it has none. */
export function protectionView(protection: Protection | null): { kind: ProtectionKind; until: number; indefinite: boolean } | null {
  return protection ? { kind: protection.kind, until: protection.until, indefinite: protection.until >= INDEFINITE_UNTIL } : null;
}


/** The refusal of a call while a break is in force: the value says which break and until when (UTC). */
export function protectionRefused(protection: Protection): ApiError {
  const indefinite = protection.until >= INDEFINITE_UNTIL;
  const untilText = indefinite ? 'no end date' : `${new Date(protection.until).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const value = { kind: protection.kind, until: protection.until, untilText, indefinite };
  const what = protection.kind === 'timeout' ? 'You are taking a break' : 'Your account is self-excluded';
  return new ApiError(403, 'account.excluded', `${what} ${indefinite ? 'with no end date' : `until ${untilText}`}: only your balance, withdrawals and history are open`, value);
}

/** Throws the refusal while a time-out or self-exclusion is in force. */
export function assertNotProtected(member: { protection: Protection | null }, now: number): void {
  const protection = activeProtection(member, now);
  if (protection) throw protectionRefused(protection);
}

/**
 * Throws the refusal while a break is in force, unless the call is open to a restricted session:
 * its call schema says `openDuringBreak` (the balance and withdrawing it, history and statements,
 * the password and devices, lengthening or lifting the break, signing out, and the responsible
 * gaming page, where a limit may be lowered or set but not raised or removed: the limit calls
 * refuse a change that would wait for its cooling-off). A call that does not say so is refused,
 * so a new call is closed to an excluded member until someone decides otherwise.
 */
export function assertCallAllowed(member: { protection: Protection | null }, openDuringBreak: boolean, now: number): void {
  if (openDuringBreak) return;
  assertNotProtected(member, now);
}
