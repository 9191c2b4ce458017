/**
 * The security centre: the score of what is set up, binding a mobile or an email with
 * a code sent to it (the login password asked again), and the signed-in devices (sessions) with
 * signing one out or all others. Two-factor enrolment is routes/two-factor.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { checkField } from '../../../shared/patterns.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { recordMemberEvent } from '../../security/significant-events.ts';
import { ApiError, tooManyRequests } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { guessDevice } from '../../security/user-agent.ts';
import { effectiveRegistration } from '../sessions/index.ts';
import { checkContactCode, confirmLoginPassword, issueContactCode, maskEmail } from './service.ts';
import { maskMobile, throttleSms } from '../sessions/index.ts';
import { smsCheckError } from '../sessions/index.ts';
import { withdrawalSettings } from '../withdrawals/index.ts';

const EMAIL_RULE = { kind: 'email' as const, min: 6, max: 254, messageKey: 'pattern.email' };
// Where the merchant's registration has no mobile rule (username-only sign-up): plain digits.
const ANY_MOBILE = /^\+?[0-9]{6,15}$/;

export function createSecurityRoutes(deps: RouteDeps) {
  const { stores, clock, policy } = deps;

  async function validMobile(merchant: Merchant, raw: string): Promise<string> {
    const mobile = raw.replace(/[\s-]/g, '');
    const rule = (await effectiveRegistration(deps, merchant)).fields.mobileNum?.pattern;
    const bad = rule ? checkField(mobile, { shown: true, required: true, pattern: rule }) !== null : !ANY_MOBILE.test(mobile);
    if (bad) throw new ApiError(400, 'mobile.format', 'The mobile number is not valid');
    return mobile;
  }

  function validEmail(raw: string): string {
    const email = raw.trim().toLowerCase();
    if (checkField(email, { shown: true, required: true, pattern: EMAIL_RULE })) throw new ApiError(400, 'email.format', 'The email address is not valid');
    return email;
  }

  /** Mails to one address are limited like SMS to one number (the same rules). */
  async function throttleMail(merchant: Merchant, ip: string, email: string): Promise<void> {
    const now = clock.now();
    const perIp = await stores.rateLimits.hit(`mail:ip:${ip}`, policy.rules.smsPerIp, now);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterMs);
    const perAddress = await stores.rateLimits.hit(`mail:addr:${merchant.code}:${email}`, policy.rules.smsPerNumber, now);
    if (!perAddress.allowed) throw tooManyRequests(perAddress.retryAfterMs);
  }

  return async (app: FastifyInstance) => {
    defineCall(app, 'securityOverview', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const withdrawals = withdrawalSettings(merchant) !== null;
      const totp = merchant.features.twoFactor ? await stores.totp.find(member.id) : null;
      const twoFactorOn = totp !== null && totp.enabledAt !== null;
      const accounts = withdrawals ? await stores.payoutAccounts.list(merchant.code, member.id) : [];
      const items = [
        { key: 'loginPassword' as const, done: !member.passwordIsDefault, detail: null },
        ...(withdrawals ? [{ key: 'paymentPassword' as const, done: (await stores.payoutAccounts.paymentPasswordHash(member.id)) !== null, detail: null }] : []),
        { key: 'mobile' as const, done: member.mobile !== null, detail: member.mobile ? maskMobile(member.mobile) : null },
        { key: 'email' as const, done: member.email !== null, detail: member.email ? maskEmail(member.email) : null },
        ...(withdrawals ? [{ key: 'payoutAccounts' as const, done: accounts.length > 0, detail: String(accounts.length) }] : []),
        ...(merchant.features.twoFactor ? [{ key: 'twoFactor' as const, done: twoFactorOn, detail: null }] : []),
      ];
      return ok({
        score: Math.round((100 * items.filter((i) => i.done).length) / items.length),
        items,
        twoFactor: {
          available: merchant.features.twoFactor,
          enabled: twoFactorOn,
          recoveryCodesLeft: twoFactorOn ? await stores.memberSecurity.recoveryCodesLeft(member.id) : 0,
        },
      });
    });

    defineCall(app, 'securityMobileCode', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const mobile = await validMobile(merchant, request.body.mobile);
      await confirmLoginPassword(deps, merchant, member, request.body.password);
      if (mobile === member.mobile) throw new ApiError(400, 'contact.unchanged', 'This is already your mobile number');
      const owner = await stores.members.findByMobile(merchant.code, mobile);
      if (owner) throw new ApiError(409, 'mobile.exists', 'This mobile number is already registered');
      await throttleSms(deps, merchant, request.ip, mobile);
      const { code, minutes } = await issueContactCode(deps, merchant, member, 'mobile', mobile);
      // The outbox is the delivery (and what the dev SMS outbox lists); the check uses contact_codes.
      await stores.sms.send(merchant.code, mobile, 'bindMobile', code, clock.now(), clock.now() + minutes * 60_000);
      deps.smsSink(`[sms] ${merchant.code} to ${mobile} (bindMobile): ${code}, valid ${minutes} min`);
      return ok({ expiredMinutes: minutes, mobileMasked: maskMobile(mobile) });
    });

    defineCall(app, 'securityMobileBind', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const mobile = await validMobile(merchant, request.body.mobile);
      await confirmLoginPassword(deps, merchant, member, request.body.password);
      const check = await checkContactCode(deps, member, 'mobile', mobile, request.body.code);
      if (check !== 'ok') throw smsCheckError(check);
      if ((await stores.memberSecurity.setMobile(member.id, mobile)) === 'taken') throw new ApiError(409, 'mobile.exists', 'This mobile number is already registered');
      await recordMemberEvent(stores, merchant.code, member, 'profile.changed', { before: { mobile: member.mobile }, after: { mobile } }, clock.now(), { ip: request.ip });
      return ok({ mobileMasked: maskMobile(mobile) });
    });

    defineCall(app, 'securityEmailCode', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const email = validEmail(request.body.email);
      await confirmLoginPassword(deps, merchant, member, request.body.password);
      if (email === member.email?.toLowerCase()) throw new ApiError(400, 'contact.unchanged', 'This is already your email address');
      await throttleMail(merchant, request.ip, email);
      const { code, minutes } = await issueContactCode(deps, merchant, member, 'email', email);
      await stores.passwordResets.mail(merchant.code, email, `${merchant.displayName}: your verification code`,
        `Your code to bind this address to ${member.username}: ${code} (valid ${minutes} minutes). If you did not ask for it, ignore this mail.`, clock.now());
      deps.smsSink(`[mail] ${merchant.code} to ${email}: verification code ${code}`);
      return ok({ expiredMinutes: minutes, emailMasked: maskEmail(email) });
    });

    defineCall(app, 'securityEmailBind', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const email = validEmail(request.body.email);
      await confirmLoginPassword(deps, merchant, member, request.body.password);
      const check = await checkContactCode(deps, member, 'email', email, request.body.code);
      if (check !== 'ok') throw smsCheckError(check);
      await stores.memberSecurity.setEmail(member.id, email);
      await recordMemberEvent(stores, merchant.code, member, 'profile.changed', { before: { email: member.email }, after: { email } }, clock.now(), { ip: request.ip });
      return ok({ emailMasked: maskEmail(email) });
    });

    defineCall(app, 'securityDevices', async (request) => {
      const { member, session } = requireAuth(request);
      const now = clock.now();
      const live = await stores.sessions.listLive(member.id, request.merchant.code, now - policy.sessionIdleMs, now - policy.sessionAbsoluteMs);
      return ok({
        devices: live.map((s) => ({
          id: s.id, ...guessDevice(s.userAgent), ip: s.ip, signedInAt: s.createdAt, lastSeenAt: s.lastSeenAt, current: s.tokenHash === session.tokenHash,
        })),
      });
    });

    defineCall(app, 'securityDeviceSignOut', async (request) => {
      const { member, session } = requireAuth(request);
      if (request.body.id === session.id) throw new ApiError(400, 'session.current', 'Use Log out to sign this device out');
      if (!(await stores.sessions.revokeById(member.id, request.merchant.code, request.body.id, clock.now()))) {
        throw new ApiError(404, 'session.not.found', 'This device is no longer signed in');
      }
      return ok({ ok: true as const });
    });

    defineCall(app, 'securityDevicesSignOutOthers', async (request) => {
      const { member, session } = requireAuth(request);
      return ok({ signedOut: await stores.sessions.revokeOthers(member.id, session.tokenHash, clock.now()) });
    });
  };
}
