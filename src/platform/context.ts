/** What every route factory receives, and the per-request values the hooks attach. */
import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import type { IdentityVerifier } from './security/identity.ts';
import type { PlatformKeys } from './security/keys.ts';
import type { Merchant, MerchantRegistry } from './merchants.ts';
import type { SecurityPolicy } from './policy.ts';
import type { Stores } from './stores.ts';
import type { Notifier } from './notifications/notifier.ts';
import type { OperatorRole } from '../shared/api/calls.ts';

export interface RouteDeps {
  stores: Stores;
  clock: Clock;
  merchants: MerchantRegistry;
  keys: PlatformKeys;
  policy: SecurityPolicy;
  identity: IdentityVerifier;
  /** Where SMS texts go (the server log in development). */
  smsSink: (line: string) => void;
  /** Where captcha answers go: only the embedded demo database's `npm start` prints them. */
  captchaSink?: (line: string) => void;
  devEndpoints: boolean;
  /** The merchant folders (`merchants/<code>/`), for the branding files. */
  merchantsDir?: string;
  /** notifyMember and the live push (notifications/notifier.ts); without it no stream route exists. */
  notifier?: Notifier;
  /**
   * Origins of the demo game provider (the permission response's launchGameCDNs, the portal CSP's
   * frame-src). Read per request: a platform on port 0 knows its port only once listening.
   */
  launchHosts?: () => string[];
  /** Origins of the reference payment provider (payments/pay-origin.ts); default pay.localhost on the request's port. */
  payOrigins?: () => string[];
}

/**
 * The signed-in member of an `auth` call. The sessions feature, which checks the token, adds the
 * member and the session to it (sessions/sessions.ts), so this kernel file imports no feature.
 */
export interface AuthContext {
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant;
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * 'member': a valid session; 'nonTrial': a valid session of a non-trial member; 'real': as
     * nonTrial, password not due; 'agent': real, of an agent-centre type.
     */
    auth?: 'member' | 'nonTrial' | 'real' | 'agent';
    /** An operator call (call schema auth operator): the roles allowed. */
    operatorRoles?: readonly OperatorRole[];
    /** Body arrives through an encryption scheme (decrypted before validation). */
    encrypted?: boolean;
    /**
     * The session check also reads the member's wallet balance (AuthContext.walletBalance), in the
     * same statement: a call that answers little else saves a round trip to the database.
     */
    withWalletBalance?: boolean;
    /** Its call schema says a member on a break may make it (`openDuringBreak`). */
    openDuringBreak?: boolean;
    /** The call whose call schema (schemas/api/<call>.json) the route was built from. */
    callSchema?: string;
  }
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('route reached without authentication hook');
  return request.auth;
}
