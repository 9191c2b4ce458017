/**
 * Customer-service path (PROTOCOL.md): the last 8 characters are the DES key, the rest is the
 * base64 ciphertext. The decrypted URL must be http(s) before a pop-up may navigate to it.
 */
import { desDecrypt, desEncrypt } from './des-rsa.ts';
import { randomAlphanumeric } from './bytes.ts';

export function decryptCsPath(path: string): string {
  if (path.length <= 8) throw new Error('customer-service path too short');
  const key = path.slice(-8);
  return desDecrypt(path.slice(0, -8), key);
}

export function encryptCsPath(url: string, key: string = randomAlphanumeric(8)): string {
  if (key.length !== 8) throw new Error('customer-service key must be 8 characters');
  return desEncrypt(url, key) + key;
}

/** The decrypted URL if it is a valid http(s) URL, otherwise null ("Invalid URL" in the portal). */
export function safeCsUrl(path: string): string | null {
  try {
    const url = new URL(decryptCsPath(path));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
