/**
 * The login rules, all on the server: rate limits per account and per IP, the captcha after a
 * failed login, the second factor or the SMS check of an unregistered IP, SMS and third-party
 * sign-in, free play, logout and the captcha itself. The routes (routes.ts) only read the call and
 * answer it.
 */
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AuthContext, RouteDeps } from '../../context.ts';
import { ApiError, featureDisabled, tooManyRequests } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { randomCaptchaText, renderCaptcha } from '../../security/captcha-image.ts';
import { captchaClientKey } from '../../security/captcha-key.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords.ts';
import { hashToken } from '../../security/tokens.ts';
import { recordMemberEvent } from '../../security/significant-events.ts';
import type { LoginRequest } from '../../../generated/api/login.ts';
import type { LogoutRequest } from '../../../generated/api/logout.ts';
import type { SmsNoLoginRequest } from '../../../generated/api/smsNoLogin.ts';
import { createTwoFactorLogin } from '../two-factor/index.ts';
import type { Member } from '../members/index.ts';
import { takeOutsideExclusion } from '../protection/index.ts';
import { maskMobile, sendSmsCode, throttleSms } from './sms.ts';
import { smsCheckError } from './sms-errors.ts';
import { invalidCredentials, startSession, TRIAL_TYPE } from './sessions.ts';
import { effectiveRegistration } from './registration.ts';
import { withQuickLogin } from './quick-login.ts';

type LoginBody = LoginRequest;

export const usernameKey = (username: string): string => username.normalize('NFKC').toLowerCase();

export function createLoginRules(deps: RouteDeps) {
  const { stores, clock, policy } = deps;
  const twoFactorLogin = createTwoFactorLogin(deps);
  void dummyPasswordHash();

  async function checkLoginBlocks(merchant: Merchant, account: string, ip: string): Promise<void> {
    const now = clock.now();
    const blocked = Math.max(
      await stores.rateLimits.blockedFor(`login:acct:${merchant.code}:${account}`, now),
      await stores.rateLimits.blockedFor(`login:ip:${ip}`, now),
    );
    if (blocked > 0) throw tooManyRequests(blocked);
  }

  async function recordFailure(merchant: Merchant, account: string, ip: string): Promise<void> {
    const now = clock.now();
    await stores.captcha.recordLoginFailure(merchant.code, account, now);
    await stores.captcha.recordLoginFailure(merchant.code, `ip:${ip}`, now);
    const perAccount = await stores.rateLimits.hit(`login:acct:${merchant.code}:${account}`, policy.rules.loginFailuresPerAccount, now);
    const perIp = await stores.rateLimits.hit(`login:ip:${ip}`, policy.rules.loginFailuresPerIp, now);
    if (!perAccount.allowed || !perIp.allowed) throw tooManyRequests(Math.max(perAccount.retryAfterMs, perIp.retryAfterMs));
  }

  async function captchaRequired(merchant: Merchant, account: string, ip: string): Promise<boolean> {
    const since = clock.now() - policy.captchaAfterFailureWindowMs;
    return (
      (await stores.captcha.loginFailuresSince(merchant.code, account, since)) > 0 ||
      (await stores.captcha.loginFailuresSince(merchant.code, `ip:${ip}`, since)) > 0
    );
  }

  /** A login from an IP the member never used needs an SMS code to the member's number. */
  async function checkUnregisteredIp(request: FastifyRequest, member: Member, body: LoginBody): Promise<void> {
    const merchant = request.merchant;
    if (!merchant.features.unregisteredIpVerification || !member.mobile) return;
    if (await stores.members.isKnownIp(member.id, request.ip)) return;
    if (!body.verificationCode) {
      throw new ApiError(403, 'login_verify_required', 'Please complete verification first', { verifyType: 'sms', mobileMasked: maskMobile(member.mobile) });
    }
    const check = await stores.sms.verify(merchant.code, member.mobile, 'loginVerify', body.verificationCode, clock.now(), policy.smsMaxAttempts);
    if (check !== 'ok') throw smsCheckError(check);
  }

  async function loginByUsername(request: FastifyRequest, body: LoginBody): Promise<Member> {
    const merchant = request.merchant;
    const username = (body.username ?? '').trim();
    const account = usernameKey(username);
    const clientKey = captchaClientKey(request, body.loginDeviceId);
    await checkLoginBlocks(merchant, account, request.ip);
    const member = username ? await stores.members.findByUsername(merchant.code, username) : null;
    const twoFactor = await twoFactorLogin.enrolled(merchant, member);
    if (await captchaRequired(merchant, account, request.ip)) {
      // The code step of a client that passed the captcha with the password step needs no second one.
      const answeringChallenge = twoFactor !== null && member !== null && Boolean(body.verificationCode) && (await twoFactorLogin.answeringChallenge(member, clientKey));
      if (!answeringChallenge) {
        if (!body.captcha) throw new ApiError(400, 'captcha.required', 'Please enter the captcha', { captcha: true });
        const check = await stores.captcha.consume(merchant.code, clientKey, body.captcha, clock.now(), policy.captchaTtlMs);
        if (check !== 'ok') {
          // A wrong captcha is a failed attempt (a missing one only a prompt): kept like a wrong password.
          await recordMemberEvent(stores, merchant.code, member ?? { id: null, username }, 'login.failed',
            { before: null, after: { reason: 'captcha' } }, clock.now(), { ip: request.ip });
          throw new ApiError(400, 'captcha.invalid', 'Incorrect confirmation input', { captcha: true });
        }
      }
    }
    // One path for an unknown user and a wrong password: the same hash check, the same writes.
    const valid = await verifyPassword(member?.passwordHash ?? (await dummyPasswordHash()), body.password ?? '');
    if (!member || !valid) {
      await twoFactorLogin.passwordFailed(merchant, member);
      // A name that is no account is kept as typed: a run of guesses shows in the events too.
      await recordMemberEvent(stores, merchant.code, member ?? { id: null, username }, 'login.failed',
        { before: null, after: { reason: member ? 'password' : 'unknown account' } }, clock.now(), { ip: request.ip });
      await recordFailure(merchant, account, request.ip);
      throw invalidCredentials(true);
    }
    // An enrolled member's authenticator code is the second factor; it stands in for the SMS
    // check of an unregistered IP (the successful login registers the IP).
    if (twoFactor) await twoFactorLogin.check({ merchant, member, record: twoFactor, code: body.verificationCode, account, ip: request.ip, clientKey });
    else await checkUnregisteredIp(request, member, body);
    await stores.captcha.clearLoginFailures(merchant.code, account);
    return member;
  }

  async function loginBySms(request: FastifyRequest, body: LoginBody): Promise<Member> {
    const merchant = request.merchant;
    if (!merchant.features.smsLogin) throw featureDisabled();
    const mobile = (body.mobileNum ?? '').trim();
    const account = `mobile:${mobile}`;
    await checkLoginBlocks(merchant, account, request.ip);
    const check = await stores.sms.verify(merchant.code, mobile, 'login', body.password ?? '', clock.now(), policy.smsMaxAttempts);
    const member = check === 'ok' ? await stores.members.findByMobile(merchant.code, mobile) : null;
    if (!member) {
      // Kept against the number's account when there is one, else under the number as typed.
      const owner = mobile ? await stores.members.findByMobile(merchant.code, mobile) : null;
      await recordMemberEvent(stores, merchant.code, owner ?? { id: null, username: mobile }, 'login.failed',
        { before: null, after: { reason: 'sms code' } }, clock.now(), { ip: request.ip });
      await recordFailure(merchant, account, request.ip);
      throw check === 'ok' ? invalidCredentials(false) : smsCheckError(check);
    }
    return member;
  }

  async function loginByIdentity(request: FastifyRequest, body: LoginBody): Promise<Member> {
    const merchant = request.merchant;
    const channel = body.channel;
    if (!channel || !merchant.features.thirdPartySignIn.includes(channel)) throw featureDisabled();
    const identity = await deps.identity.verify(body.idToken ?? '', { merchant: merchant.code, channel });
    if (!identity) throw new ApiError(400, 'identity.token.invalid', 'Sign-in failed, try again');
    const existing = await stores.members.findByIdentity(identity.provider, identity.subject);
    if (existing) {
      if (existing.merchant !== merchant.code) throw new ApiError(400, 'identity.token.invalid', 'Sign-in failed, try again');
      return existing;
    }
    const now = clock.now();
    const created = await stores.members.create({
      merchant: merchant.code,
      username: `${channel.slice(0, 2)}${randomBytes(5).toString('hex')}`,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      passwordIsDefault: false,
      passwordChangedAt: now,
      type: 0,
      nickname: identity.name,
      mobile: null,
      email: identity.email,
      payeeName: null,
      uplineId: null,
      affiliateCode: null,
      profile: { signIn: channel },
      registeredAt: now,
    });
    if (!('member' in created)) throw new ApiError(409, 'identity.conflict', 'Sign-in failed, try again');
    await stores.members.linkIdentity(identity.provider, identity.subject, created.member.id);
    await stores.ledger.account(merchant.code, 'member', created.member.id, merchant.currency.code);
    return created.member;
  }

  async function login(request: FastifyRequest, body: LoginBody) {
    const signedIn =
      body.type === 'sms' ? await loginBySms(request, body) : body.type === 'firebase' ? await loginByIdentity(request, body) : await loginByUsername(request, body);
    // A self-exclusion on the merchant's group or in a national register restricts this session
    // as the member's own would (the balance stays withdrawable).
    const member = { ...signedIn, protection: await takeOutsideExclusion(deps, request.merchant, signedIn, clock.now()) };
    return withQuickLogin(deps, await startSession(deps, member, request.merchant, request.ip, request.headers['user-agent']), member, request.merchant, body);
  }

  /** An SMS login code; the same answer whether or not the number is registered (no account discovery). */
  async function sendLoginSms(request: FastifyRequest, mobileNum: string): Promise<void> {
    const merchant = request.merchant;
    if (!merchant.features.smsLogin) throw featureDisabled();
    const mobile = mobileNum.trim();
    await throttleSms(deps, merchant, request.ip, mobile);
    const member = await stores.members.findByMobile(merchant.code, mobile);
    if (member) await sendSmsCode(deps, merchant, mobile, 'login');
  }

  /** An SMS code for a member without a session (password reset, username-based purposes). */
  async function sendSmsNoLogin(request: FastifyRequest, body: SmsNoLoginRequest): Promise<void> {
    const merchant = request.merchant;
    let member: Member | null = null;
    if (body.purpose === 'forgotPassword') {
      if (!merchant.features.forgotPasswordByPhone) throw featureDisabled();
      if (!body.mobileNum) throw new ApiError(400, 'validation.failed', 'Please enter a valid mobile number', { errors: [{ field: 'mobileNum', keyword: 'required', message: 'required' }] });
      await throttleSms(deps, merchant, request.ip, body.mobileNum.trim());
      member = await stores.members.findByMobile(merchant.code, body.mobileNum.trim());
    } else {
      if (!body.username) throw new ApiError(400, 'validation.failed', 'Please enter the username', { errors: [{ field: 'username', keyword: 'required', message: 'required' }] });
      member = await stores.members.findByUsername(merchant.code, body.username.trim());
      await throttleSms(deps, merchant, request.ip, member?.mobile ?? `user:${usernameKey(body.username)}`);
    }
    if (member?.mobile) await sendSmsCode(deps, merchant, member.mobile, body.purpose);
    // The same answer for a known and an unknown account (no account discovery): the masked
    // number reaches only a client that gave the right password (login_verify_required).
  }

  /** A trial member with demo credit, signed in. */
  async function freePlay(request: FastifyRequest) {
    const merchant = request.merchant;
    if (!merchant.features.freePlay) throw featureDisabled();
    const now = clock.now();
    const limit = await stores.rateLimits.hit(`freeplay:ip:${request.ip}`, policy.rules.freePlayPerIp, now);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const created = await stores.members.create({
      merchant: merchant.code,
      username: `demo${randomBytes(5).toString('hex')}`,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      passwordIsDefault: false,
      passwordChangedAt: now,
      type: TRIAL_TYPE,
      nickname: 'Demo',
      mobile: null,
      email: null,
      payeeName: null,
      uplineId: null,
      affiliateCode: null,
      profile: { freePlay: true },
      registeredAt: now,
    });
    if (!('member' in created)) throw new ApiError(409, 'freeplay.retry', 'Please try again');
    const member = created.member;
    const account = await stores.ledger.account(merchant.code, 'member', member.id, merchant.currency.code);
    const demo = await stores.ledger.account(merchant.code, 'demo', null, merchant.currency.code);
    await stores.ledger.post({
      merchant: merchant.code,
      idempotencyKey: `freeplay-credit:${member.id}`,
      kind: 'demo_credit',
      entries: [{ accountId: demo, amount: -policy.demoCreditMinor }, { accountId: account, amount: policy.demoCreditMinor }],
      at: now,
    });
    return startSession(deps, member, merchant, request.ip, request.headers['user-agent']);
  }

  async function logout(auth: AuthContext, body: LogoutRequest): Promise<void> {
    const now = clock.now();
    await stores.sessions.revoke(hashToken(auth.token), now);
    // forgetDevice: the device's quick-login token goes too (every device's when none is named).
    if (body.forgetDevice) await stores.quickLogin.revokeForMember(auth.member.id, now, body.loginDeviceId || undefined);
  }

  /** A new captcha image for this client (base64 PNG). */
  async function newCaptcha(request: FastifyRequest, loginDeviceId: string | undefined): Promise<string> {
    const now = clock.now();
    const limit = await stores.rateLimits.hit(`captcha:ip:${request.ip}`, policy.rules.captchaPerIp, now);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    // The text follows the merchant's captcha field rule, so the answer passes the form's check.
    const rule = (await effectiveRegistration(deps, request.merchant)).fields.captcha?.pattern;
    const text = randomCaptchaText(rule);
    await stores.captcha.create(request.merchant.code, captchaClientKey(request, loginDeviceId), text, now);
    deps.captchaSink?.(`[captcha] ${request.merchant.code} for ${request.ip}: ${text}`);
    return renderCaptcha(text).base64;
  }

  /** Whether a login from this address must answer a captcha (a failed login from it, within the window). */
  async function captchaRequiredFrom(merchant: Merchant, ip: string): Promise<boolean> {
    const since = clock.now() - policy.captchaAfterFailureWindowMs;
    return (await stores.captcha.loginFailuresSince(merchant.code, `ip:${ip}`, since)) > 0;
  }

  return { login, sendLoginSms, sendSmsNoLogin, freePlay, logout, newCaptcha, captchaRequiredFrom };
}
