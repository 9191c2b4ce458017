/**
 * The des-rsa scheme's textbook RSA decryption through OpenSSL instead of BigInt arithmetic: the
 * private exponent's ~1,000 squarings of 1024-bit numbers in JavaScript cost milliseconds a
 * request (most of a login's CPU outside argon2, a fifth of the route fuzz test's). The stored key
 * holds only n and d; its primes are recovered from them once (the standard factoring of n from
 * e·d − 1), so OpenSSL can use the Chinese remainder theorem. Same input, same output, same errors
 * as rsaDecryptTextbook (src/shared/crypto/des-rsa.ts), which the portal's tests compare it with.
 */
import { constants, createPrivateKey, privateDecrypt, type KeyObject } from 'node:crypto';
import { bigIntToBytes, bytesToBase64Url, utf8Decode } from '../../shared/crypto/bytes.ts';
import { DES_RSA_EXPONENT, modPow, type DesRsaPrivateKey } from '../../shared/crypto/des-rsa.ts';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

/** p and q from n, e and d: a square root of 1 other than ±1 shares a factor with n. */
function primesOf(n: bigint, d: bigint): [bigint, bigint] {
  let r = DES_RSA_EXPONENT * d - 1n;
  let t = 0;
  while ((r & 1n) === 0n) {
    r >>= 1n;
    t += 1;
  }
  for (let g = 2n; g < 200n; g += 1n) {
    let y = modPow(g, r, n);
    if (y === 1n || y === n - 1n) continue;
    for (let i = 0; i < t; i += 1) {
      const x = (y * y) % n;
      if (x === 1n) {
        const p = gcd(y - 1n, n);
        return [p, n / p];
      }
      if (x === n - 1n) break;
      y = x;
    }
  }
  throw new Error('des-rsa key: n could not be factored from d');
}

const jwkNumber = (value: bigint): string => bytesToBase64Url(bigIntToBytes(value));

function privateKeyOf(key: DesRsaPrivateKey): KeyObject {
  const n = BigInt(`0x${key.n}`);
  const d = BigInt(`0x${key.d}`);
  const [p, q] = primesOf(n, d);
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'RSA', n: jwkNumber(n), e: jwkNumber(DES_RSA_EXPONENT), d: jwkNumber(d), p: jwkNumber(p), q: jwkNumber(q),
      dp: jwkNumber(d % (p - 1n)), dq: jwkNumber(d % (q - 1n)), qi: jwkNumber(modInverse(q, p)),
    },
  });
}

const keyObjects = new WeakMap<DesRsaPrivateKey, { modulus: bigint; bytes: number; key: KeyObject }>();

/** rsaDecryptTextbook, natively: the key is prepared on its first use. */
export function rsaDecryptNative(cipherHex: string, key: DesRsaPrivateKey): string {
  if (!/^[0-9a-fA-F]{1,1024}$/.test(cipherHex)) throw new Error('RSA ciphertext is not hex');
  let prepared = keyObjects.get(key);
  if (!prepared) {
    const modulus = BigInt(`0x${key.n}`);
    prepared = { modulus, bytes: Math.ceil(modulus.toString(16).length / 2), key: privateKeyOf(key) };
    keyObjects.set(key, prepared);
  }
  const c = BigInt(`0x${cipherHex}`);
  if (c >= prepared.modulus) throw new Error('RSA ciphertext out of range');
  const plain = privateDecrypt({ key: prepared.key, padding: constants.RSA_NO_PADDING }, Buffer.from(c.toString(16).padStart(prepared.bytes * 2, '0'), 'hex'));
  // The textbook result is the number's bytes, without the leading zeros of the fixed-size block.
  const start = plain.findIndex((byte) => byte !== 0);
  return utf8Decode(start < 0 ? new Uint8Array(0) : plain.subarray(start));
}
