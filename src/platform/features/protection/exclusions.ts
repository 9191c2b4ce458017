/**
 * Exclusions beyond the member's own row: the same person's self-exclusion on another merchant of
 * the same exclusion group (constants.protection.exclusionGroup), and a national register
 * (constants.protection.register). The same person is the same mobile number as stored, or the
 * same email address ignoring case: the identifiers a member gives at registration and a national
 * register also matches on. A hit at login or deposit writes a self-exclusion on this member's
 * row (so the session check and every other rule see it without asking again); a hit at
 * registration refuses the new account.
 */
import { ApiError } from '../../errors.ts';
import type { Merchant, MerchantRegistry } from '../../merchants.ts';
import type { Stores } from '../../stores.ts';
import type { Protection } from '../members/index.ts';
import { INDEFINITE_UNTIL, protectionSettings } from './service.ts';

interface Deps {
  stores: Stores;
  merchants: Pick<MerchantRegistry, 'all'>;
}

interface Person {
  mobile: string | null;
  email: string | null;
}

/** Every merchant sharing `merchant`'s exclusion group, itself included; only itself without a group. */
export function groupMerchants(merchants: Pick<MerchantRegistry, 'all'>, merchant: Merchant): string[] {
  const group = protectionSettings(merchant).exclusionGroup;
  if (!group) return [merchant.code];
  return merchants.all.filter((m) => protectionSettings(m).exclusionGroup === group).map((m) => m.code);
}

export interface OutsideExclusion {
  source: 'group' | 'register';
  until: number;
}

/** The self-exclusion the person has elsewhere (group or register) at `now`, the latest-ending. */
export async function outsideExclusion(deps: Deps, merchant: Merchant, memberId: number | null, person: Person, now: number): Promise<OutsideExclusion | null> {
  let found: OutsideExclusion | null = null;
  const settings = protectionSettings(merchant);
  if (settings.exclusionGroup) {
    for (const other of await deps.stores.protection.samePerson(groupMerchants(deps.merchants, merchant), memberId, person)) {
      const p = other.protection;
      if (p && p.kind === 'selfExclusion' && p.until > now && (!found || p.until > found.until)) found = { source: 'group', until: p.until };
    }
  }
  if (settings.register === 'local') {
    const entry = await deps.stores.exclusionRegister.listed(person, now);
    const until = entry ? (entry.until ?? INDEFINITE_UNTIL) : 0;
    if (entry && (!found || until > found.until)) found = { source: 'register', until };
  }
  return found;
}

/** Registration: a person excluded elsewhere gets no new account. */
export async function assertMayRegister(deps: Deps, merchant: Merchant, person: Person, now: number): Promise<void> {
  if (await outsideExclusion(deps, merchant, null, person, now)) {
    throw new ApiError(403, 'registration.excluded', 'An account cannot be opened for you: you are self-excluded from gambling');
  }
}

/**
 * Login and deposit: an exclusion found elsewhere is written on the member's row (only ever
 * lengthening it), and the member's protection as it now stands is answered.
 */
export async function takeOutsideExclusion(deps: Deps, merchant: Merchant, member: { id: number; mobile: string | null; email: string | null; protection: Protection | null }, now: number): Promise<Protection | null> {
  const hit = await outsideExclusion(deps, merchant, member.id, member, now);
  if (!hit || (member.protection && member.protection.until >= hit.until)) return member.protection;
  return (await deps.stores.protection.start(member.id, 'selfExclusion', hit.source, hit.until, now)) ?? member.protection;
}

/**
 * A self-exclusion taken on one merchant of a group reaches the same person's accounts on the
 * others at once: their rows get it and their sessions end, as on the merchant it was taken on.
 */
export async function shareExclusion(deps: Deps, merchant: Merchant, member: { id: number } & Person, until: number, now: number): Promise<number[]> {
  if (!protectionSettings(merchant).exclusionGroup) return [];
  const reached: number[] = [];
  for (const other of await deps.stores.protection.samePerson(groupMerchants(deps.merchants, merchant), member.id, member)) {
    if (await deps.stores.protection.start(other.id, 'selfExclusion', 'group', until, now)) {
      await deps.stores.sessions.revokeAllForMember(other.id, now);
      await deps.stores.quickLogin.revokeForMember(other.id, now);
      reached.push(other.id);
    }
  }
  return reached;
}
