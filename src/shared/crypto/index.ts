/**
 * Request encryption schemes. A merchant's `api.encryption` picks one; the platform offers both.
 * `none` sends the payload as plain JSON (only useful against platforms without encryption).
 */
import { encryptDesRsa, type DesRsaBody } from './des-rsa.ts';
import { encryptOaepGcm, type OaepGcmBody, type OaepPublicKey } from './oaep-gcm.ts';

export * from './bytes.ts';
export * from './des-rsa.ts';
export * from './oaep-gcm.ts';
export * from './cs-path.ts';

export type EncryptionScheme = 'des-rsa' | 'oaep-gcm' | 'none';

/** The `Encryption` request header value of each scheme. */
export const ENCRYPTION_HEADER: Record<Exclude<EncryptionScheme, 'none'>, string> = {
  'des-rsa': 'RSA',
  'oaep-gcm': 'RSA-OAEP-AES-GCM',
};

/**
 * What `GET /wps/session/key/rsa` returns: the bare modulus hex string for `des-rsa`
 * (PROTOCOL.md), `{ kid, jwk }` for `oaep-gcm` (asked with `?scheme=oaep-gcm`).
 */
export type PublicKeyValue = string | OaepPublicKey;

export interface EncryptedRequest {
  headers: Record<string, string>;
  body: DesRsaBody | OaepGcmBody;
}

export async function encryptRequest(
  scheme: Exclude<EncryptionScheme, 'none'>,
  payload: unknown,
  publicKey: PublicKeyValue,
): Promise<EncryptedRequest> {
  if (scheme === 'des-rsa') {
    if (typeof publicKey !== 'string') throw new Error('des-rsa needs the modulus hex string');
    return { headers: { Encryption: ENCRYPTION_HEADER[scheme] }, body: encryptDesRsa(payload, publicKey) };
  }
  if (typeof publicKey === 'string') throw new Error('oaep-gcm needs a JWK public key');
  return { headers: { Encryption: ENCRYPTION_HEADER[scheme] }, body: await encryptOaepGcm(payload, publicKey) };
}
