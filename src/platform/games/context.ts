// What the game routes need from the platform (merchant resolution and authentication are the
// platform's hooks, as for every call), and the per-merchant catalogues (generated from a
// seed and the merchant's vendor list on first use, then kept in memory).
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Merchant, MerchantRegistry } from '../merchants.ts';
import type { SecurityPolicy } from '../policy.ts';
import type { LedgerStore } from '../ledger/store.ts';
import type { SignificantEventsStore } from '../security/significant-events-store.ts';
import type { Member, MembersStore } from '../features/members/index.ts';
import type { SessionsStore } from '../features/sessions/index.ts';
import type { PlayLimitsStore } from '../features/deposit-limits/index.ts';
import {
  FALLBACK_VENDORS, createGameIndex, generateCatalogue, hashString, normaliseVendors, vendorsFromMerchantConfig,
  type Catalogue, type GameIndex,
} from '../../shared/games/index.ts';

export interface GameRoutesDeps {
  db: Database;
  merchants: MerchantRegistry;
  stores: { ledger: LedgerStore; sessions: SessionsStore; members: MembersStore; playLimits: PlayLimitsStore; significantEvents: SignificantEventsStore };
  clock: Clock;
  /** Catalogue seed (default 20260101); each merchant's catalogue mixes in its code. */
  seed?: number;
  /** Secret for demo round outcomes; random per process by default. */
  secret?: string;
  /** Launch hosts (origins) for a request; default: `games.localhost` on the request's port (defaultLaunchHosts). */
  launchHosts?: (request: FastifyRequest) => string[];
  /** Serve the `/dev/games/*` helpers (default: only with DEV_TOOLS=1). */
  devRoutes?: boolean;
  /** The platform's session time-outs: game calls authenticate like every other call. */
  policy: SecurityPolicy;
}

export interface GameMember {
  id: number;
  username: string;
  type: number;
  merchant: string;
  /** For the real-money rule (password change required). */
  passwordIsDefault: boolean;
  passwordChangedAt: number;
}

/** A signed-in member and the session their token opened (game tickets are tied to it). */
export type SignedInMember = GameMember & { profile: Record<string, unknown>; sessionHash: string };

export const signedIn = (member: Member, sessionHash: string): SignedInMember => ({
  id: member.id, username: member.username, type: member.type, merchant: member.merchant, profile: member.profile,
  passwordIsDefault: member.passwordIsDefault, passwordChangedAt: member.passwordChangedAt, sessionHash,
});

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
        market: merchant.languages.default,
      });
      entry = { catalogue, index: createGameIndex(catalogue.games) };
      cache.set(merchant.code, entry);
    }
    return entry;
  };
}

/**
 * Default launch host when the plugin is used without `launchHosts`: `games.localhost` on the
 * request's port, never the request's own origin (a framed game must not share the portal's
 * origin). Inside the platform, startPlatform passes its launch hosts.
 */
export function defaultLaunchHosts(request: FastifyRequest): string[] {
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
  return [`${request.protocol}://games.localhost${port ? `:${port}` : ''}`];
}
