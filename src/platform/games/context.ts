// What the game routes need from the platform, and the per-merchant catalogues (generated from a
// seed and the merchant's vendor list on first use, then kept in memory).
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Merchant, MerchantRegistry } from '../merchants.ts';
import { hashToken } from '../security/tokens.ts';
import type { RouteDeps } from '../context.ts';
import { ApiError } from '../errors.ts';
import type { SecurityPolicy } from '../policy.ts';
import { authenticate as platformAuthenticate } from '../services/sessions.ts';
import type { LedgerStore } from '../stores/ledger.ts';
import type { MembersStore } from '../stores/members.ts';
import type { SessionsStore } from '../stores/sessions.ts';
import {
  FALLBACK_VENDORS, createGameIndex, generateCatalogue, hashString, normaliseVendors, vendorsFromMerchantConfig,
  type Catalogue, type GameIndex,
} from '../../shared/games/index.ts';

export interface GameRoutesDeps {
  db: Database;
  merchants: MerchantRegistry;
  stores: { ledger: LedgerStore; sessions: SessionsStore; members: MembersStore };
  clock: Clock;
  /** Catalogue seed (default 20260101); each merchant's catalogue mixes in its code. */
  seed?: number;
  /** Secret for demo round outcomes; random per process by default. */
  secret?: string;
  /** Launch hosts (origins) for a request; default: `games.localhost` on the request's port. */
  launchHosts?: (request: FastifyRequest) => string[];
  /** Serve the `/dev/games/*` helpers (default: NODE_ENV !== 'production'). */
  devRoutes?: boolean;
  /** Present when the deps are the platform's RouteDeps: sessions then get its time-outs. */
  policy?: SecurityPolicy;
}

export interface GameMember {
  id: number;
  username: string;
  type: number;
  merchant: string;
}

export interface MerchantCatalogue {
  catalogue: Catalogue;
  index: GameIndex;
}

/** Trial accounts (type 4) and free-play accounts play on demo credit. */
export const TRIAL_MEMBER_TYPE = 4;

export function isDemoMember(member: GameMember, profile?: Record<string, unknown>): boolean {
  return member.type === TRIAL_MEMBER_TYPE || profile?.freePlay === true;
}

export function createCatalogues(clock: Clock, seed: number): (merchant: Merchant) => MerchantCatalogue {
  const cache = new Map<string, MerchantCatalogue>();
  return (merchant) => {
    let entry = cache.get(merchant.code);
    if (!entry) {
      const inputs = vendorsFromMerchantConfig(merchant.config) ?? [...FALLBACK_VENDORS];
      const catalogue = generateCatalogue({
        seed: (seed ^ hashString(merchant.code)) >>> 0,
        vendors: normaliseVendors(inputs),
        now: clock.now(),
      });
      entry = { catalogue, index: createGameIndex(catalogue.games) };
      cache.set(merchant.code, entry);
    }
    return entry;
  };
}

/**
 * Default launch hosts: the request's own origin, the same list the platform's permission response
 * (`GET /wps/system/whitelabel`, info.launchGameCDNs) gives the portal, whose CSP frame-src allows
 * 'self'. A deployment that serves the demo provider on its own origin passes `launchHosts`.
 */
export function defaultLaunchHosts(request: FastifyRequest): string[] {
  return [`${request.protocol}://${request.headers.host ?? 'localhost'}`];
}

/**
 * The member behind the request's raw `Authorization` token, on the request's merchant, or null.
 * Inside the platform app (deps carry the platform's policy) this is the platform's own session
 * check with its idle and absolute time-outs; a bare app (unit tests) checks the session row.
 */
export async function authenticate(deps: GameRoutesDeps, request: FastifyRequest, merchant: Merchant): Promise<(GameMember & { profile: Record<string, unknown> }) | null> {
  const raw = request.headers.authorization;
  const token = typeof raw === 'string' ? raw.trim() : '';
  if (!token) return null;
  if (deps.policy && request.merchant) {
    try {
      const { member } = await platformAuthenticate(deps as unknown as RouteDeps, request, 'member');
      return { id: member.id, username: member.username, type: member.type, merchant: member.merchant, profile: member.profile };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  }
  if (token.length > 256) return null;
  const session = await deps.stores.sessions.find(hashToken(token));
  if (!session || session.revokedAt !== null || session.merchant !== merchant.code) return null;
  const member = await deps.stores.members.findById(session.memberId);
  if (!member) return null;
  return { id: member.id, username: member.username, type: member.type, merchant: member.merchant, profile: member.profile };
}
