/**
 * The login's second step for members enrolled in two-factor login (TOTP, RFC 6238) on merchants
 * whose features.twoFactor is on. docs/protocol.md "Two-factor login" states the rules. An unused
 * recovery code (security centre) is accepted instead of the authenticator's code, once.
 */
import type { RouteDeps } from '../../context.ts';
import { ApiError, tooManyRequests } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { matchTotp } from '../../security/totp.ts';
import type { Member } from '../members/index.ts';
import type { TotpRecord } from './store.ts';
import { hashRecoveryCode, looksLikeRecoveryCode } from '../security-centre/index.ts';

/** An id no member has (ids start at 1). */
const NO_MEMBER = 0;

export interface CodeAttempt {
  merchant: Merchant;
  member: Member;
  record: TotpRecord;
  /** The code the login carried (`verificationCode`), if any. */
  code: string | undefined;
  /** Rate-limit keys: the normalised username and the client IP. */
  account: string;
  ip: string;
  /** Captcha client key (device id, else IP) that the open challenge is bound to. */
  clientKey: string;
}

export function createTwoFactorLogin(deps: Pick<RouteDeps, 'stores' | 'clock' | 'policy'>) {
  const { stores, clock, policy } = deps;

  /** A wrong or replayed code spends the failed-login budgets (account and IP), without asking for a captcha. */
  async function recordCodeFailure(merchant: Merchant, account: string, ip: string): Promise<void> {
    const now = clock.now();
    const perAccount = await stores.rateLimits.hit(`login:acct:${merchant.code}:${account}`, policy.rules.loginFailuresPerAccount, now);
    const perIp = await stores.rateLimits.hit(`login:ip:${ip}`, policy.rules.loginFailuresPerIp, now);
    if (!perAccount.allowed || !perIp.allowed) throw tooManyRequests(Math.max(perAccount.retryAfterMs, perIp.retryAfterMs));
  }

  return {
    /** The member's enabled secret when the merchant asks for it; null = no second step. */
    /**
     * The member's enrolment, or null. An unknown user (null) is looked up too, under an id no
     * member has: login must do the same work for it as for a known one.
     */
    async enrolled(merchant: Merchant, member: Member | null): Promise<TotpRecord | null> {
      if (!merchant.features.twoFactor) return null;
      const record = await stores.totp.find(member?.id ?? NO_MEMBER);
      return member && record && record.enabledAt !== null ? record : null;
    },

    /** Whether this client passed the password step (with its captcha) and was asked for the code. */
    answeringChallenge: (member: Member, clientKey: string): Promise<boolean> => stores.totp.hasChallenge(member.id, clientKey, clock.now()),

    /**
     * A wrong password ends the open challenge; on a merchant with two-factor login every failed
     * password writes, enrolled or not, known user or not, so the work does not tell them apart.
     */
    async passwordFailed(merchant: Merchant, member: Member | null): Promise<void> {
      if (merchant.features.twoFactor) await stores.totp.closeChallenge(member?.id ?? NO_MEMBER);
    },

    /**
     * After a correct password: without a code, 403 `login_verify_required` `{ verifyType: "totp" }`
     * (and a challenge for this client); with one, accepts it once per step (±1 step window).
     */
    async check(attempt: CodeAttempt): Promise<void> {
      const { merchant, member, record, account, ip, clientKey } = attempt;
      const now = clock.now();
      const code = (attempt.code ?? '').trim();
      if (!code) {
        await stores.totp.openChallenge(member.id, clientKey, now + policy.totpChallengeTtlMs);
        throw new ApiError(403, 'login_verify_required', 'Please enter the code from your authenticator app', { verifyType: 'totp' });
      }
      const step = matchTotp(record.secret, code, now);
      // A recovery code (not six digits) stands in for the authenticator once.
      if (step === null && looksLikeRecoveryCode(code) && (await stores.memberSecurity.useRecoveryCode(member.id, hashRecoveryCode(member.id, code), now))) {
        await stores.totp.closeChallenge(member.id);
        return;
      }
      if (step === null) {
        await recordCodeFailure(merchant, account, ip);
        throw new ApiError(400, 'verification.code.invalid', 'Verification code not valid');
      }
      // The check and the write are one statement: two logins racing with one code cannot both pass.
      if (!(await stores.totp.useStep(member.id, step))) {
        await recordCodeFailure(merchant, account, ip);
        throw new ApiError(400, 'verification.code.used', 'This code was already used, wait for the next one');
      }
      await stores.totp.closeChallenge(member.id);
    },
  };
}
