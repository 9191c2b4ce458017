/**
 * Payments-desk operators: sign-in (password, argon2id, then a TOTP code) and the session check
 * of every `auth: operator` call. Operator sessions live in their own table, so a member token
 * never passes a desk call and a desk token never passes a member call; a session answers only on
 * its own merchant, and only for the roles the call schema lists.
 */
import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '../../../shared/api/calls.ts';
import type { RouteDeps } from '../../context.ts';
import { ApiError, notLoggedIn, sessionExpired, tokenInvalid, tooManyRequests } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { matchTotp } from '../../security/totp.ts';
import type { Operator } from './operators-store.ts';

export interface OperatorContext {
  operator: Operator;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The payments-desk operator of an `auth: operator` call (set by authenticateOperator's hook). */
    operator: OperatorContext | null;
  }
}

type Deps = Pick<RouteDeps, 'stores' | 'clock' | 'policy'>;

export const roleForbidden = (): ApiError => new ApiError(403, 'desk.role.forbidden', 'Your role may not do this');

/** The desk call's operator (the hook ran for every `auth: operator` route). */
export function requireOperator(request: FastifyRequest): Operator {
  if (!request.operator) throw new Error('desk route reached without operator authentication');
  return request.operator.operator;
}

export async function authenticateOperator(deps: Deps, request: FastifyRequest, roles: readonly OperatorRole[]): Promise<OperatorContext> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? header.trim().replace(/^Bearer\s+/i, '') : '';
  if (!token) throw notLoggedIn();
  if (token.length > 256) throw tokenInvalid();
  const tokenHash = hashToken(token);
  const session = await deps.stores.deskOperators.findSession(tokenHash);
  if (!session || session.revokedAt !== null || session.merchant !== request.merchant.code) throw tokenInvalid();
  const now = deps.clock.now();
  if (now - session.lastSeenAt > deps.policy.deskSessionIdleMs || now - session.createdAt > deps.policy.deskSessionAbsoluteMs) {
    await deps.stores.deskOperators.revokeSession(tokenHash, now);
    throw sessionExpired();
  }
  const operator = await deps.stores.deskOperators.findById(session.operatorId);
  if (!operator || operator.disabledAt !== null || operator.merchant !== request.merchant.code) throw tokenInvalid();
  if (!roles.includes(operator.role)) throw roleForbidden();
  if (now - session.lastSeenAt >= deps.policy.sessionTouchGranularityMs) await deps.stores.deskOperators.touchSession(tokenHash, now);
  return { operator, tokenHash };
}

export interface DeskLoginInput {
  merchant: Merchant;
  username: string;
  password: string;
  code: string | undefined;
  ip: string;
}

/**
 * Password first (an unknown, disabled or wrong one reads the same and costs the same time), then
 * the authenticator code: without one, 403 `login_verify_required` `{ verifyType: "totp" }`; a
 * wrong or replayed one spends the failed-login budgets like a wrong password.
 */
export async function deskLogin(deps: Deps, input: DeskLoginInput): Promise<{ token: string; operator: Operator; expiresAt: number }> {
  const { stores, clock, policy } = deps;
  const now = clock.now();
  const accountKey = `desk:login:acct:${input.merchant.code}:${input.username.normalize('NFKC').toLowerCase()}`;
  const ipKey = `desk:login:ip:${input.ip}`;
  const blocked = Math.max(await stores.rateLimits.blockedFor(accountKey, now), await stores.rateLimits.blockedFor(ipKey, now));
  if (blocked > 0) throw tooManyRequests(blocked);
  const failed = async (error: ApiError): Promise<never> => {
    const perAccount = await stores.rateLimits.hit(accountKey, policy.rules.loginFailuresPerAccount, now);
    const perIp = await stores.rateLimits.hit(ipKey, policy.rules.loginFailuresPerIp, now);
    if (!perAccount.allowed || !perIp.allowed) throw tooManyRequests(Math.max(perAccount.retryAfterMs, perIp.retryAfterMs));
    throw error;
  };
  const operator = await stores.deskOperators.findByUsername(input.merchant.code, input.username);
  const passwordOk = operator ? await verifyPassword(operator.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!operator || !passwordOk || operator.disabledAt !== null) {
    return failed(new ApiError(400, 'user.or.password.invalid', 'Incorrect username or password', { captcha: false }));
  }
  const code = (input.code ?? '').trim();
  if (!code) throw new ApiError(403, 'login_verify_required', 'Please enter the code from your authenticator app', { verifyType: 'totp' });
  const step = matchTotp(operator.totpSecret, code, now);
  if (step === null) return failed(new ApiError(400, 'verification.code.invalid', 'Verification code not valid'));
  if (!(await stores.deskOperators.useTotpStep(operator.id, step))) {
    return failed(new ApiError(400, 'verification.code.used', 'This code was already used, wait for the next one'));
  }
  const token = newToken();
  await stores.deskOperators.createSession({ tokenHash: hashToken(token), operatorId: operator.id, merchant: input.merchant.code, ip: input.ip, createdAt: now });
  return { token, operator, expiresAt: now + policy.deskSessionAbsoluteMs };
}
