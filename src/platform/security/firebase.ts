/**
 * The production `IdentityVerifier`: Firebase Authentication ID tokens (RS256), checked against
 * Google's published signing keys, the project's issuer and audience, and the time claims.
 * Selected by `FIREBASE_PROJECT_ID` in scripts/start.ts; tests inject their own keys.
 */
import { createPublicKey, verify } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { SignInChannel } from '../merchants.ts';
import type { IdentityVerifier, VerifiedIdentity } from './identity.ts';

export const GOOGLE_SECURETOKEN_KEYS = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Firebase's sign_in_provider for each channel (Telegram arrives as a custom token). */
const PROVIDERS: Record<SignInChannel, string> = { google: 'google.com', facebook: 'facebook.com', telegram: 'custom' };

export interface FirebaseVerifierOptions {
  projectId: string;
  clock: Clock;
  /** kid → PEM (X.509 certificate or public key). Default: Google's endpoint, cached per max-age. */
  fetchKeys?: () => Promise<Record<string, string>>;
}

function googleKeyFetcher(clock: Clock): () => Promise<Record<string, string>> {
  let cached: { keys: Record<string, string>; until: number } | null = null;
  return async () => {
    if (cached && cached.until > clock.now()) return cached.keys;
    const response = await fetch(GOOGLE_SECURETOKEN_KEYS);
    if (!response.ok) throw new Error(`Google signing keys: HTTP ${response.status}`);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 3600);
    cached = { keys: (await response.json()) as Record<string, string>, until: clock.now() + maxAge * 1000 };
    return cached.keys;
  };
}

const decode = (part: string): Record<string, unknown> | null => {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export function createFirebaseIdentityVerifier(options: FirebaseVerifierOptions): IdentityVerifier {
  const fetchKeys = options.fetchKeys ?? googleKeyFetcher(options.clock);
  return {
    async verify(idToken, expected): Promise<VerifiedIdentity | null> {
      const parts = idToken.split('.');
      if (parts.length !== 3) return null;
      const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
      const header = decode(headerPart);
      const claims = decode(payloadPart);
      if (!header || !claims || header.alg !== 'RS256' || typeof header.kid !== 'string') return null;
      const pem = (await fetchKeys())[header.kid];
      if (!pem) return null;
      const valid = verify('RSA-SHA256', Buffer.from(`${headerPart}.${payloadPart}`), createPublicKey(pem), Buffer.from(signaturePart, 'base64url'));
      if (!valid) return null;
      const now = Math.floor(options.clock.now() / 1000);
      const firebase = (claims.firebase ?? {}) as Record<string, unknown>;
      if (claims.iss !== `https://securetoken.google.com/${options.projectId}` || claims.aud !== options.projectId) return null;
      if (typeof claims.exp !== 'number' || claims.exp <= now || typeof claims.iat !== 'number' || claims.iat > now + 60) return null;
      if (typeof claims.auth_time === 'number' && claims.auth_time > now + 60) return null;
      if (typeof claims.sub !== 'string' || claims.sub === '' || claims.sub.length > 128) return null;
      if (firebase.sign_in_provider !== PROVIDERS[expected.channel]) return null;
      return {
        provider: expected.channel,
        subject: claims.sub,
        name: typeof claims.name === 'string' ? claims.name : null,
        email: typeof claims.email === 'string' ? claims.email : null,
      };
    },
  };
}
