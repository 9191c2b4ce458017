/**
 * Third-party sign-in (telegram, facebook, google). The platform only ever sees a signed token
 * and asks an `IdentityVerifier` who it names. Offline, the local identity provider under
 * `/idp` signs the tokens (HS256); in production a Firebase verifier implements the same
 * interface (checking Google's signing keys, issuer `https://securetoken.google.com/<project>`).
 */
import type { Clock } from '../clock.ts';
import type { SignInChannel } from '../merchants.ts';
import { jwtVerify, SignJWT } from 'jose';

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

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export async function issueLocalIdToken(
  secret: string,
  clock: Clock,
  claims: { merchant: string; channel: SignInChannel; subject: string; name?: string; email?: string },
): Promise<string> {
  const iat = Math.floor(clock.now() / 1000);
  return new SignJWT({ provider: claims.channel, name: claims.name ?? null, email: claims.email ?? null })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(LOCAL_IDP_ISSUER)
    .setAudience(claims.merchant)
    .setSubject(claims.subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_S)
    .sign(keyOf(secret));
}

export function createLocalIdentityVerifier(secret: string, clock: Clock): IdentityVerifier {
  return {
    async verify(idToken, expected) {
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(idToken, keyOf(secret), {
          algorithms: ['HS256'],
          issuer: LOCAL_IDP_ISSUER,
          audience: expected.merchant,
          requiredClaims: ['exp', 'sub'],
          currentDate: new Date(clock.now()),
        }));
      } catch {
        return null;
      }
      if (claims.provider !== expected.channel) return null;
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
