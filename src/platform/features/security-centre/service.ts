/**
 * Rules the security centre's calls share: the login password asked again before a security
 * change (its failures are limited like the login's, so this is no side door for guessing
 * passwords), recovery codes, and the codes that prove a new mobile or email.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RouteDeps } from '../../context.ts';
import { ApiError, tooManyRequests } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { randomDigits } from '../../security/tokens.ts';
import type { Member } from '../members/index.ts';
import type { ContactChannel } from './store.ts';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: the codes are copied by hand from paper.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export async function confirmLoginPassword(deps: Pick<RouteDeps, 'stores' | 'clock' | 'policy'>, merchant: Merchant, member: Member, password: string): Promise<void> {
  const now = deps.clock.now();
  // Its own budget (the login's size): a member fumbling here is not locked out of logging in.
  const key = `reauth:${merchant.code}:${member.id}`;
  const blocked = await deps.stores.rateLimits.blockedFor(key, now);
  if (blocked > 0) throw tooManyRequests(blocked);
  if (await verifyPassword(member.passwordHash, password)) return;
  const hit = await deps.stores.rateLimits.hit(key, deps.policy.rules.loginFailuresPerAccount, now);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
  throw new ApiError(400, 'password.old.invalid', 'The login password is incorrect');
}

/** Ten codes like `K7QX2-M9RTA`: 10 characters of a 31-letter alphabet, about 49 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const normalRecoveryCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');

/** Whether what was typed at the code step could be a recovery code (an authenticator code is six digits). */
export const looksLikeRecoveryCode = (code: string): boolean => /^[A-Z0-9]{10}$/.test(normalRecoveryCode(code));

export const hashRecoveryCode = (memberId: number, code: string): string =>
  createHash('sha256').update(`${memberId}:${normalRecoveryCode(code)}`).digest('hex');

const hashContactCode = (memberId: number, code: string): string => createHash('sha256').update(`${memberId}:${code.trim()}`).digest('hex');

/** Stores a new code for `address` and answers it (the caller delivers it); valid the merchant's SMS code life. */
export async function issueContactCode(deps: Pick<RouteDeps, 'stores' | 'clock'>, merchant: Merchant, member: Member, channel: ContactChannel, address: string): Promise<{ code: string; minutes: number }> {
  const now = deps.clock.now();
  const minutes = merchant.constants.smsExpiredMinutes;
  const code = randomDigits(merchant.registration.smsCodeLength || 6);
  await deps.stores.memberSecurity.issueContactCode({
    merchant: merchant.code, memberId: member.id, channel, address, codeHash: hashContactCode(member.id, code), createdAt: now, expiresAt: now + minutes * 60_000,
  });
  return { code, minutes };
}

export const checkContactCode = (deps: Pick<RouteDeps, 'stores' | 'clock' | 'policy'>, member: Member, channel: ContactChannel, address: string, code: string) =>
  deps.stores.memberSecurity.checkContactCode(member.id, channel, address, hashContactCode(member.id, code), deps.clock.now(), deps.policy.smsMaxAttempts);

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1))}***${email.slice(at)}`;
}
