/**
 * Two-factor enrolment (TOTP, RFC 6238), a member-level setting the login asks for where the
 * merchant's features.twoFactor is on: `setup` makes a pending secret and its otpauth:// URI for
 * the authenticator app; `enable` turns it on once the member types a code it produced and the
 * login password, and answers ten one-time recovery codes (kept hashed); `disable` turns it off
 * with the login password and a code (an authenticator code or a recovery code).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { ApiError, featureDisabled, tooManyRequests } from '../../errors.ts';
import { generateTotpSecret, matchTotp, otpauthUri, TOTP_DIGITS, TOTP_STEP_SECONDS } from '../../security/totp.ts';
import { defineCall } from '../../calls/routes.ts';
import { confirmLoginPassword, hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from '../security-centre/index.ts';

export function createTwoFactorRoutes(deps: RouteDeps) {
  const { stores, clock, policy } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'twoFactorSetup', async (request) => {
      const { member } = requireAuth(request);
      if (!request.merchant.features.twoFactor) throw featureDisabled();
      const secret = generateTotpSecret();
      if (!(await stores.totp.setPending(member.id, secret, clock.now()))) {
        throw new ApiError(409, 'twoFactor.enabled', 'Two-factor login is already on for this account');
      }
      return ok({
        secret,
        otpauthUri: otpauthUri(secret, member.username, request.merchant.displayName),
        algorithm: 'SHA1',
        digits: TOTP_DIGITS,
        period: TOTP_STEP_SECONDS,
      });
    });

    defineCall(app, 'twoFactorEnable', async (request) => {
      const { member } = requireAuth(request);
      if (!request.merchant.features.twoFactor) throw featureDisabled();
      const { code, password } = request.body;
      await confirmLoginPassword(deps, request.merchant, member, password);
      const record = await stores.totp.find(member.id);
      if (!record) throw new ApiError(400, 'twoFactor.setup.required', 'Set up two-factor login first');
      if (record.enabledAt !== null) throw new ApiError(409, 'twoFactor.enabled', 'Two-factor login is already on for this account');
      const now = clock.now();
      const key = `2fa:enable:${request.merchant.code}:${member.id}`;
      const blocked = await stores.rateLimits.blockedFor(key, now);
      if (blocked > 0) throw tooManyRequests(blocked);
      const step = matchTotp(record.secret, code, now);
      if (step === null) {
        const limit = await stores.rateLimits.hit(key, policy.rules.loginFailuresPerAccount, now);
        if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
        throw new ApiError(400, 'verification.code.invalid', 'Verification code not valid');
      }
      // The step that proved the enrolment counts as used: the same code cannot also log in.
      if (!(await stores.totp.enable(member.id, step, now))) throw new ApiError(409, 'twoFactor.enabled', 'Two-factor login is already on for this account');
      // Shown once: only their hashes are kept.
      const recoveryCodes = newRecoveryCodes();
      await stores.memberSecurity.replaceRecoveryCodes(member.id, recoveryCodes.map((c) => hashRecoveryCode(member.id, c)), now);
      return ok({ enabled: true, enabledAt: now, recoveryCodes });
    });

    defineCall(app, 'twoFactorDisable', async (request) => {
      const { member } = requireAuth(request);
      if (!request.merchant.features.twoFactor) throw featureDisabled();
      const { code, password } = request.body;
      await confirmLoginPassword(deps, request.merchant, member, password);
      const record = await stores.totp.find(member.id);
      if (!record || record.enabledAt === null) throw new ApiError(400, 'twoFactor.notEnabled', 'Two-factor login is not on for this account');
      const now = clock.now();
      const key = `2fa:disable:${request.merchant.code}:${member.id}`;
      const blocked = await stores.rateLimits.blockedFor(key, now);
      if (blocked > 0) throw tooManyRequests(blocked);
      const step = matchTotp(record.secret, code, now);
      const accepted = step !== null
        ? await stores.totp.useStep(member.id, step)
        : looksLikeRecoveryCode(code) && (await stores.memberSecurity.useRecoveryCode(member.id, hashRecoveryCode(member.id, code), now));
      if (!accepted) {
        const limit = await stores.rateLimits.hit(key, policy.rules.loginFailuresPerAccount, now);
        if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
        throw new ApiError(400, 'verification.code.invalid', 'Verification code not valid');
      }
      await stores.memberSecurity.removeTwoFactor(member.id);
      return ok({ ok: true as const });
    });
  };
}
