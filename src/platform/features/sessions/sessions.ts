/** Issuing and checking session tokens: new at each login, idle and absolute time-outs. */
import type { FastifyRequest } from 'fastify';
import type { LoginValue } from '../../../generated/api/common/login-value.ts';
import type { RouteDeps, AuthContext } from '../../context.ts';
import { ApiError, notLoggedIn, sessionExpired, tokenInvalid, trialRefused } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import type { Member } from '../members/index.ts';
import type { Session } from './store.ts';
import { assertCallAllowed } from '../protection/index.ts';

import { hasAgentFlag, isAgentCentreType } from '../../../shared/member-types.ts';

export { TRIAL_TYPE } from '../../../shared/member-types.ts';
import { TRIAL_TYPE } from '../../../shared/member-types.ts';

declare module '../../context.ts' {
  interface AuthContext {
    member: Member;
    session: Session;
    /** The member's wallet balance (minor units) read with the session, for a route that asks (withWalletBalance). */
    walletBalance?: number;
  }
}

export type { LoginValue };

const DAY = 24 * 60 * 60 * 1000;

export function passwordFlags(member: Pick<Member, 'passwordIsDefault' | 'passwordChangedAt'>, merchant: Merchant, now: number): { firstTimeLogin: boolean; passwordExpired: boolean } {
  const policy = merchant.features.passwordPolicy;
  return {
    firstTimeLogin: merchant.features.forcePasswordChange && member.passwordIsDefault,
    passwordExpired: policy.enabled && now - member.passwordChangedAt > policy.expiryDays * DAY,
  };
}

/** `userAgent` (the login request's header) lets the security centre's device list tell devices apart. */
export async function startSession(deps: RouteDeps, member: Member, merchant: Merchant, ip: string, userAgent?: string): Promise<LoginValue> {
  const now = deps.clock.now();
  // Every login path (password, SMS, identity, quick login, a password reset) ends here. A
  // member on a break signs in too: the session is restricted call by call (authenticate).
  if (member.loginBlockedAt !== null) throw loginBlocked();
  const token = newToken();
  await deps.stores.sessions.create({ tokenHash: hashToken(token), memberId: member.id, merchant: merchant.code, ip, createdAt: now, userAgent: userAgent ?? null });
  await deps.stores.members.addIp(member.id, ip, now);
  return {
    token,
    ...passwordFlags(member, merchant, now),
    username: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: hasAgentFlag(member.type),
  };
}

/** What a session check needs (the games area passes its own deps, which carry these). */
export interface SessionCheckDeps {
  stores: Pick<RouteDeps['stores'], 'sessions' | 'members'>;
  clock: RouteDeps['clock'];
  policy: RouteDeps['policy'];
}

/**
 * The session behind a token hash, on `merchantCode`, and its member: unknown, revoked or other
 * merchant's is `user.or.token.invalid`; idle or too old is revoked and `login.not.session`. A
 * member on a time-out or self-exclusion gets the session: what it may do is the caller's check
 * (authenticate, game tickets). A live session's last-seen time moves forward (at most every
 * sessionTouchGranularityMs).
 */
export async function liveSession(deps: SessionCheckDeps, tokenHash: string, merchantCode: string, withWalletBalance = false): Promise<{ session: Session; member: Member; walletBalance?: number }> {
  return checkSession(deps, await deps.stores.sessions.findWithMember(tokenHash, withWalletBalance), tokenHash, merchantCode);
}

/** liveSession's checks on a session and member already read (with another row: a game ticket's). */
export async function checkSession(
  deps: SessionCheckDeps, found: { session: Session; member: Member | null; walletBalance?: number } | null, tokenHash: string, merchantCode: string,
): Promise<{ session: Session; member: Member; walletBalance?: number }> {
  const session = found?.session;
  if (!session || session.revokedAt !== null || session.merchant !== merchantCode) throw tokenInvalid();
  const now = deps.clock.now();
  if (now - session.lastSeenAt > deps.policy.sessionIdleMs || now - session.createdAt > deps.policy.sessionAbsoluteMs) {
    await deps.stores.sessions.revoke(tokenHash, now);
    throw sessionExpired();
  }
  const member = found.member;
  if (!member) throw tokenInvalid();
  // A block set on another platform process after this session was checked there.
  if (member.loginBlockedAt !== null) {
    await deps.stores.sessions.revoke(tokenHash, now);
    throw loginBlocked();
  }
  if (now - session.lastSeenAt >= deps.policy.sessionTouchGranularityMs) {
    await deps.stores.sessions.touch(tokenHash, now);
    session.lastSeenAt = now;
  }
  return { session, member, ...(found.walletBalance === undefined ? {} : { walletBalance: found.walletBalance }) };
}

/**
 * Real money does not move for a trial account, nor on a default or expired password (the change
 * comes first): transfers, and game launches and rounds on real credit alike.
 */
export function assertRealMoneyAllowed(member: Pick<Member, 'type' | 'passwordIsDefault' | 'passwordChangedAt'>, merchant: Merchant, now: number): void {
  if (member.type === TRIAL_TYPE) throw trialRefused();
  const flags = passwordFlags(member, merchant, now);
  if (flags.firstTimeLogin || flags.passwordExpired) throw passwordChangeRequired();
}

export const passwordChangeRequired = (): ApiError => new ApiError(403, 'password.change.required', 'Please change your password first');

/**
 * `config` is the route's config when the caller has it already: Fastify builds request.routeOptions
 * anew on every read.
 */
export async function authenticate(
  deps: SessionCheckDeps, request: FastifyRequest, mode: 'member' | 'nonTrial' | 'real' | 'agent', config: FastifyRequest['routeOptions']['config'] = request.routeOptions.config,
): Promise<AuthContext> {
  const header = request.headers.authorization;
  // PROTOCOL.md sends the raw token; a `Bearer ` prefix is tolerated.
  const token = typeof header === 'string' ? header.trim().replace(/^Bearer\s+/i, '') : '';
  if (!token) throw notLoggedIn();
  if (token.length > 256) throw tokenInvalid();
  const { session, member, walletBalance } = await liveSession(deps, hashToken(token), request.merchant.code, config.withWalletBalance === true);
  // A member on a break: only the calls of a restricted session (services/protection.ts).
  assertCallAllowed(member, config.openDuringBreak === true, deps.clock.now());
  if (mode === 'nonTrial') assertNotTrial(member);
  if (mode === 'real' || mode === 'agent') assertRealMoneyAllowed(member, request.merchant, deps.clock.now());
  if (mode === 'agent' && !isAgentCentreType(member.type)) throw nonAgent();
  return { member, session, token, ...(walletBalance === undefined ? {} : { walletBalance }) };
}

/** The member's agent blocked this account's login (agent centre, downline management). */
export const loginBlocked = (): ApiError => new ApiError(403, 'login.blocked', 'This account cannot log in; please contact your agent');

/** The agent centre's calls refuse a member who is not an agent (the portal says "Non-agents cannot log in"). */
export const nonAgent = (): ApiError => new ApiError(403, 'agent.only', 'Non-agents cannot log in');

export function assertNotTrial(member: Member): void {
  if (member.type === TRIAL_TYPE) throw trialRefused();
}

export const invalidCredentials = (captcha: boolean): ApiError =>
  new ApiError(400, 'user.or.password.invalid', 'Incorrect username or password', { captcha });
