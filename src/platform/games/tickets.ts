// Game launch tickets: the bearer secret in the game page's URL that its money calls carry. A
// ticket belongs to the session that launched the game: it works only while that session does
// (logout, password change and the session time-outs end it), only for that member, and lapses
// after TICKET_IDLE_MS without a call. A real-money ticket also obeys the real-money rule at every
// call (a password that became due for a change stops play).
import { randomBytes } from 'node:crypto';
import type { MerchantRegistry } from '../merchants.ts';
import { defaultPolicy, type SecurityPolicy } from '../policy.ts';
import { hashToken } from '../security/tokens.ts';
import { ApiError } from '../errors.ts';
import { assertRealMoneyAllowed, checkSession, type SessionCheckDeps } from '../features/sessions/index.ts';
import { assertNotProtected } from '../features/protection/index.ts';
import type { Member } from '../features/members/index.ts';
import type { GameStore, LaunchTicket } from './store.ts';

export const TICKET_IDLE_MS = 15 * 60_000;
/** A ticket's expiry is written at most this often (each round would write it otherwise). */
const TICKET_TOUCH_MS = 15_000;
const TICKET_FORMAT = /^[A-Za-z0-9_-]{16,64}$/;

export interface TicketDeps {
  store: GameStore;
  stores: SessionCheckDeps['stores'];
  clock: SessionCheckDeps['clock'];
  /** The platform's session time-outs; the defaults for a games plugin used on its own. */
  policy?: SecurityPolicy;
  merchants: MerchantRegistry;
}

export type NewTicket = Omit<LaunchTicket, 'ticketHash' | 'createdAt' | 'expiresAt'>;

/** Stores a new ticket (its hash) and returns the ticket for the game URL. */
export async function issueTicket(deps: TicketDeps, launch: NewTicket): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  await deps.store.createLaunch({ ...launch, ticketHash: hashToken(ticket), createdAt: now, expiresAt: now + TICKET_IDLE_MS });
  return ticket;
}

/**
 * The launch behind a ticket, its member and when its session began, or null when the ticket is unknown, lapsed, or its
 * session is over. Throws 403 `password.change.required` for a real-money ticket of a member who
 * must change the password first.
 */
export async function redeemTicket(deps: TicketDeps, raw: unknown): Promise<{ launch: LaunchTicket; member: Member; sessionStartedAt: number } | null> {
  if (typeof raw !== 'string' || !TICKET_FORMAT.test(raw)) return null;
  // The launch, its session and member in one statement; the session's checks as for any signed-in call.
  const found = await deps.store.findLaunch(hashToken(raw));
  const launch = found?.launch;
  const now = deps.clock.now();
  if (!launch || launch.expiresAt <= now) return null;
  let member: Member;
  let sessionStartedAt: number;
  try {
    let session;
    ({ member, session } = await checkSession({ stores: deps.stores, clock: deps.clock, policy: deps.policy ?? defaultPolicy() }, found.session, launch.sessionHash, launch.merchant));
    sessionStartedAt = session.createdAt;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  if (member.id !== launch.memberId) return null;
  // A restricted session (a time-out or self-exclusion) plays nothing, demo included.
  assertNotProtected(member, now);
  const merchant = deps.merchants.byCode(launch.merchant);
  if (!launch.demo && merchant) assertRealMoneyAllowed(member, merchant, now);
  if (now + TICKET_IDLE_MS - launch.expiresAt >= TICKET_TOUCH_MS) await deps.store.extendLaunch(launch.ticketHash, now + TICKET_IDLE_MS);
  return { launch, member, sessionStartedAt };
}
