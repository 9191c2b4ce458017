/**
 * Third-party sign-in (telegram, facebook, google). The platform only ever sees a signed token
 * and asks an `IdentityVerifier` who it names. Offline, the local identity provider under
 * `/idp` signs the tokens (HS256); in production a Firebase verifier implements the same
 * interface (checking Google's signing keys, issuer `https://securetoken.google.com/<project>`).
 */
import type { Clock } from '../clock.ts';
import type { SignInChannel } from '../merchants.ts';
import { signJwt, verifyJwt } from './tokens.ts';

export interface VerifiedIdentity {
  provider: SignInChannel;
  subject: string;
  name: string | null;
  email: string | null;
}

export interface IdentityVerifier {
  verify(idToken: string, expected: { merchant: string; channel: SignInChannel }): Promise<VerifiedIdentity | null>;
}

export const LOCAL_IDP_ISSUER = 'portal-local-idp';
const TOKEN_LIFETIME_S = 600;

export function issueLocalIdToken(
  secret: string,
  clock: Clock,
  claims: { merchant: string; channel: SignInChannel; subject: string; name?: string; email?: string },
): string {
  const iat = Math.floor(clock.now() / 1000);
  return signJwt(
    { iss: LOCAL_IDP_ISSUER, aud: claims.merchant, sub: claims.subject, provider: claims.channel, name: claims.name ?? null, email: claims.email ?? null, iat, exp: iat + TOKEN_LIFETIME_S },
    secret,
  );
}

export function createLocalIdentityVerifier(secret: string, clock: Clock): IdentityVerifier {
  return {
    async verify(idToken, expected) {
      const claims = verifyJwt(idToken, secret);
      if (!claims) return null;
      const now = Math.floor(clock.now() / 1000);
      if (claims.iss !== LOCAL_IDP_ISSUER || claims.aud !== expected.merchant || claims.provider !== expected.channel) return null;
      if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
      if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 128) return null;
      return {
        provider: expected.channel,
        subject: claims.sub,
        name: typeof claims.name === 'string' ? claims.name : null,
        email: typeof claims.email === 'string' ? claims.email : null,
      };
    },
  };
}
