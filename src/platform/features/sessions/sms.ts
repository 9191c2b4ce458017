/** Sending SMS codes: rate limits per IP and per number, then the outbox (and the server log). */
import type { RouteDeps } from '../../context.ts';
import { tooManyRequests } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { randomDigits } from '../../security/tokens.ts';
import type { SmsPurpose } from './sms-store.ts';

export async function throttleSms(deps: RouteDeps, merchant: Merchant, ip: string, mobile: string): Promise<void> {
  const now = deps.clock.now();
  const perIp = await deps.stores.rateLimits.hit(`sms:ip:${ip}`, deps.policy.rules.smsPerIp, now);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterMs);
  const perNumber = await deps.stores.rateLimits.hit(`sms:num:${merchant.code}:${mobile}`, deps.policy.rules.smsPerNumber, now);
  if (!perNumber.allowed) throw tooManyRequests(perNumber.retryAfterMs);
}

/** Sends (after throttling) and returns the code's life in minutes. */
export async function sendSmsCode(deps: RouteDeps, merchant: Merchant, mobile: string, purpose: SmsPurpose): Promise<number> {
  const now = deps.clock.now();
  const minutes = merchant.constants.smsExpiredMinutes;
  const code = randomDigits(merchant.registration.smsCodeLength || 6);
  await deps.stores.sms.send(merchant.code, mobile, purpose, code, now, now + minutes * 60_000);
  deps.smsSink(`[sms] ${merchant.code} to ${mobile} (${purpose}): ${code}, valid ${minutes} min`);
  return minutes;
}

export const maskMobile = (mobile: string): string =>
  mobile.length <= 4 ? '****' : `${mobile.slice(0, 3)}${'*'.repeat(Math.max(mobile.length - 6, 1))}${mobile.slice(-3)}`;
