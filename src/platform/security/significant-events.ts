/**
 * Writing significant events from where they happen. The large-bet and large-win thresholds are
 * the merchant's constants.significantEvents (major units); without them no round is large.
 */
import type { Queryable } from '../db/database.ts';
import type { Merchant } from '../merchants.ts';
import type { SignificantEventSettings } from '../../generated/merchant.ts';
import type { Stores } from '../stores.ts';
import type { EventActor, EventState, SignificantEventType } from './significant-events-store.ts';

export interface EventMember {
  /** null: a name that is no account (a failed login). */
  id: number | null;
  /** Left out: read from the member's row in the same statement (inside a transaction no other read waits). */
  username?: string;
}

export interface EventOptions {
  actor?: EventActor;
  ip?: string | null;
  tx?: Queryable;
}

/** One event about a member; the member did it unless `actor` says otherwise. */
export async function recordMemberEvent(
  stores: Pick<Stores, 'significantEvents'>, merchant: string, member: EventMember, type: SignificantEventType,
  change: { before: EventState; after: EventState }, at: number, options: EventOptions = {},
): Promise<void> {
  await stores.significantEvents.append({
    merchant, memberId: member.id, account: member.username ?? null, type, actor: options.actor ?? 'member', ip: options.ip ?? null,
    before: change.before, after: change.after, at,
  }, options.tx);
}

/** The large-bet and large-win thresholds in minor units (null: none configured). */
export function largePlayThresholds(merchant: Merchant): { bet: number | null; win: number | null } {
  const settings = merchant.constants.significantEvents as SignificantEventSettings | undefined;
  const minor = (major: number | undefined) => (typeof major === 'number' ? major * 10 ** merchant.currency.decimals : null);
  return { bet: minor(settings?.largeBetAtLeast), win: minor(settings?.largeWinAtLeast) };
}

/** A settled real-money round: a bet or a win at or above the merchant's threshold is an event. */
export async function recordLargePlay(
  stores: Pick<Stores, 'significantEvents'>, merchant: Merchant, member: EventMember,
  round: { roundId: string; gameId: number; bet: number; win: number; balanceAfter: number }, at: number,
): Promise<void> {
  const { bet, win } = largePlayThresholds(merchant);
  const before = { balanceMinor: round.balanceAfter + round.bet - round.win };
  const after = { balanceMinor: round.balanceAfter, roundId: round.roundId, gameId: round.gameId, betMinor: round.bet, winMinor: round.win };
  if (bet !== null && round.bet >= bet) await recordMemberEvent(stores, merchant.code, member, 'bet.large', { before, after }, at);
  if (win !== null && round.win >= win) await recordMemberEvent(stores, merchant.code, member, 'win.large', { before, after }, at);
}
