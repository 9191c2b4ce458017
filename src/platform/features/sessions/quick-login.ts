/**
 * Quick (one-click) login: a login with `rememberDevice` gets a token bound to member, merchant
 * and loginDeviceId (256 random bits, stored as SHA-256, 30 days). `session/login/quick` trades
 * it for a new session and a successor token; the used token never works again, and presenting
 * it again revokes the device's live token (rotation with reuse detection).
 */
import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../context.ts';
import { ApiError, featureDisabled, tooManyRequests } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import type { Member } from '../members/index.ts';
import { takeOutsideExclusion } from '../protection/index.ts';
import { startSession, type LoginValue } from './sessions.ts';

export interface QuickLoginValue {
  quickLoginToken: string;
  quickLoginExpiresAt: number;
}

export const quickLoginInvalid = (): ApiError => new ApiError(400, 'quick.login.invalid', 'Quick login is not available, please log in with your password');

export async function issueQuickLogin(deps: RouteDeps, member: Member, merchant: Merchant, loginDeviceId: string): Promise<QuickLoginValue> {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = now + deps.policy.quickLoginTtlMs;
  await deps.stores.quickLogin.issue({ tokenHash: hashToken(token), memberId: member.id, merchant: merchant.code, loginDeviceId, createdAt: now, expiresAt });
  return { quickLoginToken: token, quickLoginExpiresAt: expiresAt };
}

/** The login value, plus a quick-login token when asked for and the merchant offers quick login. */
export async function withQuickLogin(
  deps: RouteDeps,
  value: LoginValue,
  member: Member,
  merchant: Merchant,
  body: { rememberDevice?: boolean; loginDeviceId?: string },
): Promise<LoginValue & Partial<QuickLoginValue>> {
  if (!body.rememberDevice || !body.loginDeviceId || !merchant.features.quickLogin) return value;
  return { ...value, ...(await issueQuickLogin(deps, member, merchant, body.loginDeviceId)) };
}

export async function quickLogin(
  deps: RouteDeps,
  request: FastifyRequest,
  body: { quickLoginToken: string; loginDeviceId: string },
): Promise<LoginValue & QuickLoginValue> {
  const { stores, clock, policy } = deps;
  const merchant = request.merchant;
  if (!merchant.features.quickLogin) throw featureDisabled();
  const now = clock.now();
  const limitKey = `quick:ip:${request.ip}`;
  const blocked = await stores.rateLimits.blockedFor(limitKey, now);
  if (blocked > 0) throw tooManyRequests(blocked);
  const tokenHash = hashToken(body.quickLoginToken);
  const record = await stores.quickLogin.consume(tokenHash, merchant.code, body.loginDeviceId, now);
  const member = record ? await stores.members.findById(record.memberId) : null;
  if (!record || !member) {
    const known = record ? null : await stores.quickLogin.find(tokenHash);
    // A used token presented again: someone else may hold the chain; end it for that device.
    if (known && known.usedAt !== null) await stores.quickLogin.revokeForMember(known.memberId, now, known.loginDeviceId);
    const hit = await stores.rateLimits.hit(limitKey, policy.rules.quickLoginFailuresPerIp, now);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
    throw quickLoginInvalid();
  }
  // As a password login: the group's or a national register's exclusion restricts the session.
  await takeOutsideExclusion(deps, merchant, member, now);
  const value = await startSession(deps, member, merchant, request.ip, request.headers['user-agent']);
  return { ...value, ...(await issueQuickLogin(deps, member, merchant, body.loginDeviceId)) };
}
