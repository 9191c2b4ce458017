/**
 * The `des-rsa` scheme of PROTOCOL.md, kept for compatibility with the existing platform.
 * It is obfuscation, not security (DES and unpadded RSA are broken): TLS protects the traffic.
 *
 * Wire format (our choice where PROTOCOL.md says unknown, see docs/protocol.md):
 *   header `Encryption: RSA`, body `{ "value": <base64 DES-ECB/PKCS7>, "key": <hex textbook RSA> }`.
 * The RSA plaintext is the UTF-8 bytes of the reversed 16-character session key read as a
 * big-endian integer; the ciphertext is hex, left-padded to the modulus length.
 */
// Only the crypto-js parts DES-ECB/PKCS#7 needs (core, cipher-core, base64 and the DES cipher),
// not the whole library: each part registers itself on the shared core object.
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/cipher-core.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';
import 'crypto-js/pad-pkcs7.js';
import { base64UrlToBytes, bigIntToBytes, bytesToBigInt, randomAlphanumeric, utf8Decode, utf8Encode } from './bytes.ts';

export const DES_RSA_EXPONENT = 0x10001n;

export interface DesRsaBody {
  value: string;
  key: string;
}

export interface DesRsaPrivateKey {
  /** modulus, hex */
  n: string;
  /** private exponent, hex */
  d: string;
}

export function desEncrypt(plainText: string, key: string): string {
  return CryptoJS.DES.encrypt(plainText, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

/** Throws when the ciphertext or key is wrong (bad padding or non-UTF-8 output). */
export function desDecrypt(base64: string, key: string): string {
  const words = CryptoJS.DES.decrypt(base64, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  if (words.sigBytes <= 0) throw new Error('DES decryption produced no data');
  return words.toString(CryptoJS.enc.Utf8);
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

const reverse = (text: string): string => [...text].reverse().join('');

export function rsaEncryptTextbook(plainText: string, modulusHex: string): string {
  const n = BigInt(`0x${modulusHex}`);
  const m = bytesToBigInt(utf8Encode(plainText));
  if (m >= n) throw new Error('RSA plaintext too long for the modulus');
  return modPow(m, DES_RSA_EXPONENT, n).toString(16).padStart(modulusHex.length, '0');
}

export function rsaDecryptTextbook(cipherHex: string, key: DesRsaPrivateKey): string {
  if (!/^[0-9a-fA-F]{1,1024}$/.test(cipherHex)) throw new Error('RSA ciphertext is not hex');
  const n = BigInt(`0x${key.n}`);
  const c = BigInt(`0x${cipherHex}`);
  if (c >= n) throw new Error('RSA ciphertext out of range');
  return utf8Decode(bigIntToBytes(modPow(c, BigInt(`0x${key.d}`), n)));
}

export function encryptDesRsa(payload: unknown, modulusHex: string): DesRsaBody {
  const sessionKey = randomAlphanumeric(16);
  return {
    value: desEncrypt(JSON.stringify(payload), sessionKey),
    key: rsaEncryptTextbook(reverse(sessionKey), modulusHex),
  };
}

/** `rsaDecrypt`: the platform passes OpenSSL's (platform/security/des-rsa-native.ts), same result. */
export function decryptDesRsa(body: DesRsaBody, key: DesRsaPrivateKey, rsaDecrypt: typeof rsaDecryptTextbook = rsaDecryptTextbook): unknown {
  const sessionKey = reverse(rsaDecrypt(body.key, key));
  if (!/^[A-Za-z0-9]{16}$/.test(sessionKey)) throw new Error('session key malformed');
  return JSON.parse(desDecrypt(body.value, sessionKey));
}

/** A 1024-bit key pair with e = 65537, through Web Crypto so it runs anywhere. */
export async function generateDesRsaKeyPair(): Promise<DesRsaPrivateKey> {
  const pair = await globalThis.crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await globalThis.crypto.subtle.exportKey('jwk', pair.privateKey);
  const hex = (b64url: string | undefined): string => {
    if (!b64url) throw new Error('JWK incomplete');
    return bytesToBigInt(base64UrlToBytes(b64url)).toString(16);
  };
  return { n: hex(jwk.n), d: hex(jwk.d) };
}

