/**
 * The production `IdentityVerifier`: Firebase Authentication ID tokens (RS256), checked by jose
 * against Google's published signing keys, the project's issuer and audience, and the time
 * claims, then Firebase's own rules (the sign-in provider, no token issued in the future).
 * Selected by `FIREBASE_PROJECT_ID` in scripts/start.ts; tests inject their own keys.
 */
import { errors, importSPKI, importX509, jwtVerify, type JWTHeaderParameters } from 'jose';
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

/** Firebase accepts an iat or auth_time this far ahead of its clock. */
const FUTURE_LEEWAY_S = 60;

export function createFirebaseIdentityVerifier(options: FirebaseVerifierOptions): IdentityVerifier {
  const fetchKeys = options.fetchKeys ?? googleKeyFetcher(options.clock);
  const keyFor = async (header: JWTHeaderParameters) => {
    const pem = header.kid ? (await fetchKeys())[header.kid] : undefined;
    if (!pem) throw new errors.JWKSNoMatchingKey();
    return pem.includes('BEGIN CERTIFICATE') ? importX509(pem, 'RS256') : importSPKI(pem, 'RS256');
  };
  return {
    async verify(idToken, expected): Promise<VerifiedIdentity | null> {
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(idToken, keyFor, {
          algorithms: ['RS256'],
          issuer: `https://securetoken.google.com/${options.projectId}`,
          audience: options.projectId,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: new Date(options.clock.now()),
        }));
      } catch {
        return null;
      }
      const now = Math.floor(options.clock.now() / 1000);
      const firebase = (claims.firebase ?? {}) as Record<string, unknown>;
      if (typeof claims.iat !== 'number' || claims.iat > now + FUTURE_LEEWAY_S) return null;
      if (typeof claims.auth_time === 'number' && claims.auth_time > now + FUTURE_LEEWAY_S) return null;
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
