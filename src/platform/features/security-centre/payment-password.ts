/**
 * The transaction (payment) password: asked for every withdrawal and for removing a payout
 * account; set once, changed with the old one, reset with an SMS code to the member's mobile.
 * argon2id like the login password; wrong guesses count against the member (5 in 15 minutes,
 * then a 5-minute block), so it cannot be guessed through the withdraw call.
 */
import { ApiError, tooManyRequests } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import type { Clock } from '../../clock.ts';
import type { SecurityPolicy } from '../../policy.ts';
import type { Member } from '../members/index.ts';
import type { Stores } from '../../stores.ts';

export interface PaymentPasswordDeps {
  stores: Stores;
  clock: Clock;
  policy: SecurityPolicy;
}

/** 6 to 20 characters, no spaces (PEERS: at least 6). */
const FORMAT = /^\S{6,20}$/;

export const paymentPasswordRequired = (): ApiError => new ApiError(403, 'paymentPassword.required', 'Please set up the transaction password first');

const failureKey = (member: Member): string => `paypw:${member.id}`;

/** Throws unless `password` is the member's transaction password (and the member is not blocked). */
export async function checkPaymentPassword(deps: PaymentPasswordDeps, member: Member, password: string): Promise<void> {
  const hash = await deps.stores.payoutAccounts.paymentPasswordHash(member.id);
  if (!hash) throw paymentPasswordRequired();
  const now = deps.clock.now();
  const blocked = await deps.stores.rateLimits.blockedFor(failureKey(member), now);
  if (blocked > 0) throw tooManyRequests(blocked);
  if (await verifyPassword(hash, password)) return;
  const hit = await deps.stores.rateLimits.hit(failureKey(member), deps.policy.rules.passwordFailuresPerAccount, now);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
  throw new ApiError(400, 'paymentPassword.invalid', 'The transaction password is incorrect');
}

async function checkNew(member: Member, password: string, confirm: string): Promise<void> {
  if (!FORMAT.test(password)) throw new ApiError(400, 'paymentPassword.format', 'The transaction password has 6 to 20 characters without spaces');
  if (password !== confirm) throw new ApiError(400, 'paymentPassword.confirm', 'The confirmation does not match');
  // A separate secret is the point: the login password does not unlock money.
  if (await verifyPassword(member.passwordHash, password)) throw new ApiError(400, 'paymentPassword.sameAsLogin', 'Use a password different from the login password');
}

export async function setPaymentPassword(deps: PaymentPasswordDeps, member: Member, password: string, confirm: string): Promise<void> {
  if (await deps.stores.payoutAccounts.paymentPasswordHash(member.id)) throw new ApiError(409, 'paymentPassword.exists', 'A transaction password is already set');
  await checkNew(member, password, confirm);
  await deps.stores.payoutAccounts.setPaymentPassword(member.id, await hashPassword(password), deps.clock.now());
}

export async function changePaymentPassword(deps: PaymentPasswordDeps, member: Member, old: string, password: string, confirm: string): Promise<void> {
  await checkPaymentPassword(deps, member, old);
  if (old === password) throw new ApiError(400, 'paymentPassword.unchanged', 'The new password must differ from the current one');
  await checkNew(member, password, confirm);
  await deps.stores.payoutAccounts.setPaymentPassword(member.id, await hashPassword(password), deps.clock.now());
}

/** After the SMS code was checked by the caller. */
export async function resetPaymentPassword(deps: PaymentPasswordDeps, member: Member, password: string, confirm: string): Promise<void> {
  await checkNew(member, password, confirm);
  await deps.stores.payoutAccounts.setPaymentPassword(member.id, await hashPassword(password), deps.clock.now());
}
