// Third-party sign-in verifiers: the local provider's HS256 tokens and Firebase's RS256 tokens.
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../src/platform/clock.ts';
import { createFirebaseIdentityVerifier } from '../../src/platform/security/firebase.ts';
import { createLocalIdentityVerifier, issueLocalIdToken } from '../../src/platform/security/identity.ts';

const clock = createFakeClock(Date.UTC(2026, 0, 1));
const now = () => Math.floor(clock.now() / 1000);
const expected = { merchant: 'bdwin', channel: 'google' as const };

describe('local identity provider', () => {
  it('accepts its own tokens for the right merchant and channel only', async () => {
    const verifier = createLocalIdentityVerifier('s3cret', clock);
    const token = await issueLocalIdToken('s3cret', clock, { merchant: 'bdwin', channel: 'google', subject: 'u1', name: 'U' });
    expect(await verifier.verify(token, expected)).toEqual({ provider: 'google', subject: 'u1', name: 'U', email: null });
    expect(await verifier.verify(token, { merchant: 'vnlotto', channel: 'google' })).toBeNull();
    expect(await verifier.verify(token, { merchant: 'bdwin', channel: 'telegram' })).toBeNull();
    expect(await createLocalIdentityVerifier('other', clock).verify(token, expected)).toBeNull();
    const [h, p] = token.split('.');
    expect(await verifier.verify(`${h}.${p}.`, expected)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect(await verifier.verify(none, expected)).toBeNull();
  });
});

describe('Firebase verifier', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys = { k1: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
  const verifier = createFirebaseIdentityVerifier({ projectId: 'demo-project', clock, fetchKeys: async () => keys });
  const tokenWith = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'RS256', kid: 'k1' }, key = privateKey) => {
    const head = Buffer.from(JSON.stringify(header)).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${head}.${body}.${sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key).toString('base64url')}`;
  };
  const good = () => ({
    iss: 'https://securetoken.google.com/demo-project', aud: 'demo-project', sub: 'firebase-uid-1', iat: now() - 10, exp: now() + 3600,
    auth_time: now() - 10, email: 'a@b.c', firebase: { sign_in_provider: 'google.com' },
  });

  it('accepts a valid Google sign-in token', async () => {
    expect(await verifier.verify(tokenWith(good()), expected)).toEqual({ provider: 'google', subject: 'firebase-uid-1', name: null, email: 'a@b.c' });
  });

  it.each([
    ['another project', { aud: 'other' }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['expired', { exp: now() - 1 }],
    ['issued in the future', { iat: now() + 600 }],
    ['not valid yet', { nbf: now() + 600 }],
    ['no subject', { sub: '' }],
    ['another provider', { firebase: { sign_in_provider: 'facebook.com' } }],
  ])('refuses a token from %s', async (_label, override) => {
    expect(await verifier.verify(tokenWith({ ...good(), ...override }), expected)).toBeNull();
  });

  it('refuses unknown keys, other signers and other algorithms', async () => {
    expect(await verifier.verify(tokenWith(good(), { alg: 'RS256', kid: 'k2' }), expected)).toBeNull();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(await verifier.verify(tokenWith(good(), undefined, other), expected)).toBeNull();
    expect(await verifier.verify(tokenWith(good(), { alg: 'HS256', kid: 'k1' }), expected)).toBeNull();
    expect(await verifier.verify('not.a.token', expected)).toBeNull();
  });
});
