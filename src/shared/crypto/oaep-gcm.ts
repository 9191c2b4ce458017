/**
 * The `oaep-gcm` scheme: a fresh AES-256-GCM key per request, wrapped with RSA-OAEP (SHA-256,
 * 2048-bit). Web Crypto only, so the browser and Node 20 run the same code.
 *
 * Wire format: header `Encryption: RSA-OAEP-AES-GCM`, body
 * `{ "value": <base64 ciphertext+tag>, "key": <base64 wrapped AES key>, "iv": <base64 12 bytes>, "kid": <key id> }`.
 */
import { base64ToBytes, bytesToBase64, randomBytes, utf8Decode, utf8Encode } from './bytes.ts';

export interface OaepGcmBody {
  value: string;
  key: string;
  iv: string;
  kid: string;
}

export interface OaepPublicKey {
  kid: string;
  jwk: JsonWebKey;
}

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;
const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
// Copies into a fresh ArrayBuffer: Web Crypto's types reject views over SharedArrayBuffer.
const buf = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

export async function encryptOaepGcm(payload: unknown, publicKey: OaepPublicKey): Promise<OaepGcmBody> {
  const rsaKey = await subtle().importKey('jwk', { ...publicKey.jwk, alg: 'RSA-OAEP-256' }, OAEP, false, ['encrypt']);
  const aesRaw = randomBytes(32);
  const iv = randomBytes(12);
  const aesKey = await subtle().importKey('raw', buf(aesRaw), { name: 'AES-GCM' }, false, ['encrypt']);
  const cipher = await subtle().encrypt({ name: 'AES-GCM', iv: buf(iv) }, aesKey, buf(utf8Encode(JSON.stringify(payload))));
  const wrapped = await subtle().encrypt(OAEP, rsaKey, buf(aesRaw));
  return {
    value: bytesToBase64(new Uint8Array(cipher)),
    key: bytesToBase64(new Uint8Array(wrapped)),
    iv: bytesToBase64(iv),
    kid: publicKey.kid,
  };
}

/** Throws on any tampering (GCM tag), wrong key, or malformed field. */
export async function decryptOaepGcm(body: OaepGcmBody, privateJwk: JsonWebKey): Promise<unknown> {
  const rsaKey = await subtle().importKey('jwk', { ...privateJwk, alg: 'RSA-OAEP-256' }, OAEP, false, ['decrypt']);
  const aesRaw = new Uint8Array(await subtle().decrypt(OAEP, rsaKey, buf(base64ToBytes(body.key))));
  if (aesRaw.length !== 32) throw new Error('wrapped key has the wrong length');
  const iv = base64ToBytes(body.iv);
  if (iv.length !== 12) throw new Error('iv has the wrong length');
  const aesKey = await subtle().importKey('raw', buf(aesRaw), { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv: buf(iv) }, aesKey, buf(base64ToBytes(body.value)));
  return JSON.parse(utf8Decode(new Uint8Array(plain)));
}

export async function generateOaepKeyPair(): Promise<{ publicJwk: JsonWebKey; privateJwk: JsonWebKey }> {
  const pair = await subtle().generateKey(
    { ...OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicJwk = await subtle().exportKey('jwk', pair.publicKey);
  const privateJwk = await subtle().exportKey('jwk', pair.privateKey);
  return { publicJwk, privateJwk };
}
