/** Issuing and checking session tokens: new at each login, idle and absolute time-outs. */
import type { FastifyRequest } from 'fastify';
import type { RouteDeps, AuthContext } from '../context.ts';
import { ApiError, notLoggedIn, sessionExpired, tokenInvalid, trialRefused } from '../errors.ts';
import type { Merchant } from '../merchants.ts';
import { hashToken, newToken } from '../security/tokens.ts';
import type { Member } from '../stores/members.ts';

import { hasAgentFlag } from '../../shared/member-types.ts';

export { TRIAL_TYPE } from '../../shared/member-types.ts';
import { TRIAL_TYPE } from '../../shared/member-types.ts';

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  username: string;
  nickname: string | null;
  type: number;
  isAgent: boolean;
}

const DAY = 24 * 60 * 60 * 1000;

export function passwordFlags(member: Member, merchant: Merchant, now: number): { firstTimeLogin: boolean; passwordExpired: boolean } {
  const policy = merchant.features.passwordPolicy;
  return {
    firstTimeLogin: merchant.features.forcePasswordChange && member.passwordIsDefault,
    passwordExpired: policy.enabled && now - member.passwordChangedAt > policy.expiryDays * DAY,
  };
}

export async function startSession(deps: RouteDeps, member: Member, merchant: Merchant, ip: string): Promise<LoginValue> {
  const token = newToken();
  const now = deps.clock.now();
  await deps.stores.sessions.create({ tokenHash: hashToken(token), memberId: member.id, merchant: merchant.code, ip, createdAt: now });
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

export async function authenticate(deps: RouteDeps, request: FastifyRequest, mode: 'member' | 'real'): Promise<AuthContext> {
  const header = request.headers.authorization;
  // PROTOCOL.md sends the raw token; a `Bearer ` prefix is tolerated.
  const token = typeof header === 'string' ? header.trim().replace(/^Bearer\s+/i, '') : '';
  if (!token) throw notLoggedIn();
  if (token.length > 256) throw tokenInvalid();
  const tokenHash = hashToken(token);
  const session = await deps.stores.sessions.find(tokenHash);
  if (!session || session.revokedAt !== null || session.merchant !== request.merchant.code) throw tokenInvalid();
  const now = deps.clock.now();
  if (now - session.lastSeenAt > deps.policy.sessionIdleMs || now - session.createdAt > deps.policy.sessionAbsoluteMs) {
    await deps.stores.sessions.revoke(tokenHash, now);
    throw sessionExpired();
  }
  const member = await deps.stores.members.findById(session.memberId);
  if (!member) throw tokenInvalid();
  if (mode === 'real') {
    if (member.type === TRIAL_TYPE) throw trialRefused();
    // Money does not move on a default or expired password: the change comes first.
    const flags = passwordFlags(member, request.merchant, now);
    if (flags.firstTimeLogin || flags.passwordExpired) {
      throw new ApiError(403, 'password.change.required', 'Please change your password first');
    }
  }
  if (now - session.lastSeenAt >= deps.policy.sessionTouchGranularityMs) {
    await deps.stores.sessions.touch(tokenHash, now);
    session.lastSeenAt = now;
  }
  return { member, session, token };
}

export function assertNotTrial(member: Member): void {
  if (member.type === TRIAL_TYPE) throw trialRefused();
}

export const invalidCredentials = (captcha: boolean): ApiError =>
  new ApiError(400, 'user.or.password.invalid', 'Incorrect username or password', { captcha });
