/**
 * The member rules, all on the server: registration (the merchant's field rules, captcha, SMS code,
 * invite links and codes, the payment password), password change and reset (the password rule,
 * rate limits, every session ending), language, first login and the affiliate lookup. routes.ts
 * reads the calls and answers them.
 */
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { checkField } from '../../../shared/patterns.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { ApiError, featureDisabled, tooManyRequests } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { recordMemberEvent } from '../../security/significant-events.ts';
import { linkUsable, registerLinkUpline } from '../register-links/index.ts';
import { referrerFor } from '../referrals/index.ts';
import { checkRegistration, effectiveRegistration, profileFields, shownValue, type RegisterMode } from '../sessions/index.ts';
import { startSession } from '../sessions/index.ts';
import { hasAgentFlag, isAgentCentreType } from '../../../shared/member-types.ts';
import { maskMobile, sendSmsCode, throttleSms } from '../sessions/index.ts';
import { smsCheckError } from '../sessions/index.ts';
import { activeProtection, assertMayRegister, protectionView } from '../protection/index.ts';
import type { Member } from './store.ts';
import { captchaClientKey } from '../../security/captcha-key.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { TRIAL_TYPE } from '../../../shared/member-types.ts';
import type { CallInput } from '../../calls/routes.ts';

type Body = Record<string, unknown>;

/** A reset link works for 30 minutes. */
const RESET_TTL_MS = 30 * 60 * 1000;
const RESET_EMAIL_RULE = { kind: 'email' as const, min: 6, max: 254, messageKey: 'pattern.email' };
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function createMemberService(deps: RouteDeps) {
  const { stores, clock, policy } = deps;

  async function memberInfo(member: Member, merchant: Merchant) {
    const upline = member.uplineId ? await stores.members.findById(member.uplineId) : null;
    return {
      id: member.id,
      account: member.username,
      username: member.username,
      nickname: member.nickname ?? member.username,
      type: member.type,
      isAgent: hasAgentFlag(member.type),
      toUpline: upline?.username ?? null,
      regDate: new Date(member.registeredAt).toISOString().slice(0, 10),
      clubLabel: { labelName: member.type === 4 ? 'Trial' : 'Regular', rankLevel: 0 },
      mobileNum: member.mobile ? maskMobile(member.mobile) : null,
      email: member.email,
      language: member.language ?? merchant.languages.default,
      affiliateCode: member.affiliateCode,
      currency: merchant.currency.code,
      freePlay: member.profile.freePlay === true,
      // A break in force: the portal shows the restricted view (what the session may do is the platform's check).
      protection: protectionView(activeProtection(member, clock.now())),
    };
  }

  /** A new password must follow the merchant's password rule, and may not be the old one. */
  async function checkNewPassword(merchant: Merchant, password: string, confirm: string | undefined): Promise<void> {
    const settings = await effectiveRegistration(deps, merchant);
    const rule = settings.fields.password?.pattern;
    const problem = checkField(password, { shown: true, required: true, ...(rule ? { pattern: rule } : {}) });
    if (problem) throw new ApiError(400, 'validation.failed', 'Please fill in your password correctly', { fields: { newPassword: problem } });
    if (confirm !== undefined && confirm !== password) {
      throw new ApiError(400, 'validation.failed', 'Incorrect confirmation input', { fields: { confirmNewPassword: { messageKey: 'register.confirmPassword.mismatch', params: { min: 0, max: 0 } } } });
    }
  }

  async function register(request: FastifyRequest, mode: RegisterMode) {
    const merchant = request.merchant;
    const body = request.body as Body;
    if (mode === 'username' ? !merchant.features.usernameRegister : !merchant.features.mobileRegister) throw featureDisabled();
    const now = clock.now();
    const limit = await stores.rateLimits.hit(`register:ip:${request.ip}`, policy.rules.registerPerIp, now);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const settings = await effectiveRegistration(deps, merchant);
    const problems = checkRegistration(body, settings, mode, merchant, now);
    if (Object.keys(problems).length > 0) throw new ApiError(400, 'validation.failed', 'Please check the highlighted fields', { fields: problems });

    const captchaSetting = settings.fields.captcha;
    if (captchaSetting?.shown) {
      const answer = str(body.captcha);
      if (!answer) throw new ApiError(400, 'captcha.required', 'Please enter the captcha', { captcha: true });
      const check = await stores.captcha.consume(merchant.code, captchaClientKey(request, str(body.loginDeviceId) || undefined), answer, now, policy.captchaTtlMs);
      if (check !== 'ok') throw new ApiError(400, 'captcha.invalid', 'Incorrect confirmation input', { captcha: true });
    }
    const mobile = mode === 'mobile' ? str(body.mobileNum) : shownValue(body, settings, 'mobileNum');
    if (merchant.features.registerSmsVerification && mobile && (mode === 'mobile' || settings.fields.verificationCode?.shown)) {
      const code = str(body.verificationCode);
      if (!code) throw new ApiError(400, 'sms.code.missing', 'Verification code missing');
      const check = await stores.sms.verify(merchant.code, mobile, 'register', code, now, policy.smsMaxAttempts);
      if (check !== 'ok') throw smsCheckError(check);
    }
    const inviteCode = str(body.affiliateCode) || str(body.referralCode);
    let uplineId: number | null = null;
    // An agent's invite link first (it may also make the member a downline agent), then the
    // agent's own affiliate code.
    const link = inviteCode ? await registerLinkUpline(stores, merchant.code, inviteCode, now) : null;
    if (link) uplineId = link.uplineId;
    else if (inviteCode) {
      const upline = await stores.members.findByAffiliateCode(merchant.code, inviteCode);
      if (!upline) throw new ApiError(400, 'affiliate.invalid', 'Invalid invitation code');
      uplineId = upline.id;
    }
    // A member's invite link (?r=) names a friend's referrer; checked before the account exists.
    const referrerId = await referrerFor(stores, merchant, str(body.referrerCode));
    const password = mode === 'username' || merchant.features.mobileRegisterPassword ? str(body.password) : randomBytes(24).toString('base64url');
    // A merchant that asks for the payment password at registration (cnstar) makes it the
    // transaction password: a separate secret, so not the login password.
    const paymentPassword = shownValue(body, settings, 'paymentPassword');
    if (paymentPassword && paymentPassword === password) {
      throw new ApiError(400, 'validation.failed', 'Please check the highlighted fields', {
        fields: { paymentPassword: { messageKey: 'errorCode.paymentPassword.sameAsLogin', params: { min: 0, max: 0 } } },
      });
    }
    // A person self-excluded on the merchant's group or listed in its national register gets no account.
    await assertMayRegister(deps, merchant, { mobile, email: shownValue(body, settings, 'email') }, now);
    const created = await stores.members.create({
      merchant: merchant.code,
      username: mode === 'username' ? str(body.username) : mobile ?? '',
      passwordHash: await hashPassword(password),
      passwordIsDefault: false,
      passwordChangedAt: now,
      type: link?.type ?? 0,
      nickname: shownValue(body, settings, 'nickname'),
      mobile,
      email: shownValue(body, settings, 'email'),
      payeeName: shownValue(body, settings, 'payeeName'),
      uplineId,
      affiliateCode: null,
      language: typeof request.headers.language === 'string' && merchant.languages.supported.includes(request.headers.language) ? request.headers.language : null,
      profile: { ...profileFields(body, settings), registerMethod: 'WEB', registerUrl: str(body.registerUrl) || null, domain: str(body.domain) || null },
      registeredAt: now,
    });
    if (!('member' in created)) {
      if (created.conflict === 'mobile' || mode === 'mobile') throw new ApiError(409, 'mobile.exists', 'This mobile number is already registered');
      throw new ApiError(409, 'username.exists', 'This username is already taken');
    }
    await stores.ledger.account(merchant.code, 'member', created.member.id, merchant.currency.code);
    if (link) await stores.registerLinks.markRegistered(created.member.id, link.linkId);
    if (referrerId !== null) await stores.referrals.recordReferrer(created.member.id, referrerId);
    if (paymentPassword) await stores.payoutAccounts.setPaymentPassword(created.member.id, await hashPassword(paymentPassword), now);
    return startSession(deps, created.member, merchant, request.ip, request.headers['user-agent']);
  }

  async function smsRegister(request: FastifyRequest<CallInput<'smsRegister'>>) {
    const merchant = request.merchant;
    if (!merchant.features.registerSmsVerification) throw featureDisabled();
    const mobile = request.query.mobileNo.trim();
    const settings = await effectiveRegistration(deps, merchant);
    const rule = settings.fields.mobileNum?.pattern;
    const problem = checkField(mobile, { shown: true, required: true, ...(rule ? { pattern: rule } : {}) });
    if (problem) throw new ApiError(400, 'validation.failed', 'Phone number format is incorrect', { fields: { mobileNo: problem } });
    await throttleSms(deps, merchant, request.ip, mobile);
    if (await stores.members.findByMobile(merchant.code, mobile)) throw new ApiError(409, 'mobile.exists', 'This mobile number is already registered');
    return { expiredMinutes: await sendSmsCode(deps, merchant, mobile, 'register') };
  }

  async function changePassword(request: FastifyRequest<CallInput<'changePassword'>>) {
    const { member } = requireAuth(request);
    const body = request.body;
    const now = clock.now();
    const key = `password:acct:${member.id}`;
    const blocked = await stores.rateLimits.blockedFor(key, now);
    if (blocked > 0) throw tooManyRequests(blocked);
    if (!(await verifyPassword(member.passwordHash, body.oldPassword))) {
      const hit = await stores.rateLimits.hit(key, policy.rules.passwordFailuresPerAccount, now);
      if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
      throw new ApiError(400, 'password.old.invalid', 'The current password is incorrect');
    }
    await checkNewPassword(request.merchant, body.newPassword, body.confirmNewPassword);
    if (body.newPassword === body.oldPassword) throw new ApiError(400, 'password.unchanged', 'The new password must differ from the current one');
    await stores.members.setPassword(member.id, await hashPassword(body.newPassword), false, now);
    // The hash is not evidence and must not spread: the event says only that it changed.
    await recordMemberEvent(stores, request.merchant.code, member, 'profile.changed', { before: { password: 'set' }, after: { password: 'changed' } }, now, { ip: request.ip });
    await stores.sessions.revokeAllForMember(member.id, now);
    await stores.quickLogin.revokeForMember(member.id, now);
    await stores.passwordResets.revokeForMember(member.id, now);
    const updated = (await stores.members.findById(member.id)) ?? member;
    return await startSession(deps, updated, request.merchant, request.ip, request.headers['user-agent']);
  }

  // Forgot password by email: the input is checked (a username, an address of the email rule),
  // then one answer whether or not the pair matches a member, so the call cannot discover
  // accounts. A match gets a single-use link, valid 30 minutes, in the mail outbox.
  async function forgotPasswordEmail(request: FastifyRequest<CallInput<'forgotPasswordEmail'>>) {
    const merchant = request.merchant;
    const body = request.body;
    const username = body.username.trim();
    const email = body.email.trim();
    const fields: Record<string, { messageKey: string; params: { min: number; max: number } }> = {};
    const nameProblem = checkField(username, { shown: true, required: true });
    if (nameProblem) fields.username = nameProblem;
    const emailProblem = checkField(email, { shown: true, required: true, pattern: RESET_EMAIL_RULE });
    if (emailProblem) fields.email = emailProblem;
    if (Object.keys(fields).length > 0) throw new ApiError(400, 'validation.failed', 'Please check the highlighted fields', { fields });
    const now = clock.now();
    const limit = await stores.rateLimits.hit(`mail:ip:${request.ip}`, policy.rules.smsPerIp, now);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const member = await stores.members.findByUsername(merchant.code, username);
    if (member?.email && member.email.toLowerCase() === email.toLowerCase() && member.type !== TRIAL_TYPE) {
      const token = newToken();
      await stores.passwordResets.create(merchant.code, member.id, hashToken(token), now, now + RESET_TTL_MS);
      const link = `${request.protocol}://${request.headers.host ?? 'localhost'}/resetPassword?token=${encodeURIComponent(token)}`;
      await stores.passwordResets.mail(merchant.code, member.email.toLowerCase(), `${merchant.displayName}: reset your password`,
        `Someone asked to reset the password of ${member.username}. Open this link within 30 minutes to choose a new one: ${link}\nIf it was not you, ignore this mail.`, now);
      deps.smsSink(`[mail] ${merchant.code} to ${member.email}: password reset link ${link}`);
    }
  }

  // The reset link's page sends the token and the new password: the token is used once, the
  // password follows the merchant's password rule, and every session of the member ends.
  async function resetPassword(request: FastifyRequest<CallInput<'resetPassword'>>) {
    const merchant = request.merchant;
    const body = request.body;
    await checkNewPassword(merchant, body.newPassword, body.confirmNewPassword);
    const now = clock.now();
    const memberId = await stores.passwordResets.consume(merchant.code, hashToken(body.token.trim()), now);
    if (memberId === null) throw new ApiError(400, 'password.reset.invalid', 'This reset link is invalid or has expired');
    await stores.members.setPassword(memberId, await hashPassword(body.newPassword), false, now);
    await stores.sessions.revokeAllForMember(memberId, now);
    await stores.quickLogin.revokeForMember(memberId, now);
    await stores.passwordResets.revokeForMember(memberId, now);
  }

  async function forgotPasswordPhone(request: FastifyRequest<CallInput<'forgotPasswordPhone'>>) {
    const merchant = request.merchant;
    if (!merchant.features.forgotPasswordByPhone) throw featureDisabled();
    const body = request.body;
    const mobile = body.mobileNum.trim();
    await checkNewPassword(merchant, body.newPassword, body.confirmNewPassword);
    const now = clock.now();
    const check = await stores.sms.verify(merchant.code, mobile, 'forgotPassword', body.verificationCode, now, policy.smsMaxAttempts);
    if (check !== 'ok') throw smsCheckError(check);
    const member = await stores.members.findByMobile(merchant.code, mobile);
    if (!member) throw smsCheckError('invalid');
    await stores.members.setPassword(member.id, await hashPassword(body.newPassword), false, now);
    await stores.sessions.revokeAllForMember(member.id, now);
    await stores.quickLogin.revokeForMember(member.id, now);
    await stores.passwordResets.revokeForMember(member.id, now);
    const updated = (await stores.members.findById(member.id)) ?? member;
    return await startSession(deps, updated, merchant, request.ip, request.headers['user-agent']);
  }

  async function updateLanguage(request: FastifyRequest<CallInput<'updateLanguage'>>) {
    const { member } = requireAuth(request);
    const { language } = request.body;
    if (!request.merchant.languages.supported.includes(language)) throw new ApiError(400, 'language.unsupported', 'This language is not offered');
    await stores.members.setLanguage(member.id, language);
    await recordMemberEvent(stores, request.merchant.code, member, 'settings.changed', { before: { language: member.language }, after: { language } }, clock.now(), { ip: request.ip });
    return { language };
  }

  async function firstLogin(request: FastifyRequest<CallInput<'firstLogin'>>) {
    const { member } = requireAuth(request);
    const firstLoginAt = await stores.members.markFirstLogin(member.id, clock.now());
    return { firstLoginAt, firstLogin: member.firstLoginAt === null };
  }

  async function affiliate(request: FastifyRequest<CallInput<'affiliate'>>) {
    const { affiliateCode } = request.query;
    const code = affiliateCode?.trim() ?? '';
    // An invite link answers its own code, so the registration sends it back unchanged.
    const link = code ? await stores.registerLinks.byCode(request.merchant.code, code) : null;
    if (link) {
      const owner = linkUsable(link, clock.now()) ? await stores.members.findById(link.agentId) : null;
      if (!owner) throw new ApiError(404, 'registerLink.expired', 'This invite link has expired; ask your agent for a new one');
      return { affiliateCode: link.code, agent: owner.nickname ?? owner.username };
    }
    const agent = affiliateCode ? await stores.members.findByAffiliateCode(request.merchant.code, affiliateCode.trim()) : null;
    if (!agent?.affiliateCode || !isAgentCentreType(agent.type)) throw new ApiError(404, 'affiliate.not.found', 'Invalid invitation code');
    return { affiliateCode: agent.affiliateCode, agent: agent.nickname ?? agent.username };
  }

  return { memberInfo, register, smsRegister, changePassword, forgotPasswordEmail, resetPassword, forgotPasswordPhone, updateLanguage, firstLogin, affiliate };
}
