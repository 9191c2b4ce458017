import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function randomDigits(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomBytes(1)[0] ?? 255;
    if (byte < 250) out += String(byte % 10);
  }
  return out;
}
