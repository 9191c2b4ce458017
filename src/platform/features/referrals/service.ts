/**
 * Referrals in registration and on the referral page. A friend's account is shown masked: the
 * referrer knows who they invited, but the login name (often a mobile number) is the friend's.
 */
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { Stores } from '../../stores.ts';

export const DEFAULT_FRIENDS_PAGE = 20;
export const MAX_FRIENDS_PAGE = 50;

/** `ab***yz`; short names keep only their first character. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/**
 * The referrer a registration's `referrerCode` names. An unknown code is refused rather than
 * dropped: the friend would otherwise never be counted, and nobody would know why.
 */
export async function referrerFor(stores: Stores, merchant: Merchant, code: string): Promise<number | null> {
  if (!code) return null;
  // A merchant that turned its referral programme off takes no more referrals, old links included.
  const referrerId = merchant.features.referral ? await stores.referrals.referrerByCode(merchant.code, code) : null;
  if (referrerId === null) throw new ApiError(400, 'referral.invalid', 'This invite link is not valid; open the link again or register without it');
  return referrerId;
}

export function parseFriendsPageSize(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_FRIENDS_PAGE;
  const size = Number(raw);
  if (!(size >= 1 && size <= MAX_FRIENDS_PAGE)) throw new ApiError(400, 'validation.failed', `pageSize is 1 to ${MAX_FRIENDS_PAGE}`);
  return size;
}
