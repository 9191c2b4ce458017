/**
 * Invite links in registration: a link's code names the agent the new member goes under and
 * what it becomes (a player, or a downline agent). An expired or deleted link is refused with
 * registerLink.expired, so the member learns to ask the agent for a new one.
 */
import { ApiError } from '../../errors.ts';
import type { RegisterLink } from './store.ts';
import type { Stores } from '../../stores.ts';

const DAY = 24 * 60 * 60 * 1000;
export const EXPIRY_MS = { '1d': DAY, '7d': 7 * DAY, '30d': 30 * DAY, '1y': 365 * DAY } as const;

/** A downline agent (as agent02 in the seed, and agentDownlineUpdate's makeAgent). */
const LINK_AGENT_TYPE = 2;

export function expiryOf(expiry: 'none' | keyof typeof EXPIRY_MS, now: number): number | null {
  return expiry === 'none' ? null : now + EXPIRY_MS[expiry];
}

export const linkView = (l: RegisterLink) => ({
  id: l.id, code: l.code, kind: l.kind, expiresAt: l.expiresAt, createdAt: l.createdAt, registrations: l.registrations,
});

export const linkUsable = (link: RegisterLink, now: number): boolean => link.deletedAt === null && (link.expiresAt === null || link.expiresAt > now);

/** What a registration with `code` gets from a link: null when the code is no link. */
export async function registerLinkUpline(stores: Stores, merchant: string, code: string, now: number): Promise<{ uplineId: number; type: number; linkId: number } | null> {
  const link = await stores.registerLinks.byCode(merchant, code);
  if (!link) return null;
  if (!linkUsable(link, now)) throw new ApiError(400, 'registerLink.expired', 'This invite link has expired; ask your agent for a new one');
  return { uplineId: link.agentId, type: link.kind === 'agent' ? LINK_AGENT_TYPE : 0, linkId: link.id };
}
