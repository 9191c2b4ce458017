/**
 * TOTP (RFC 6238 over RFC 4226 HOTP) with node:crypto HMAC: SHA-1, 6 digits, 30-second steps,
 * a window of ±1 step for clock drift. Secrets travel as RFC 4648 base32 (what authenticator
 * apps read from an otpauth:// URI). Pure functions; the time is always passed in (epoch ms).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  digits?: number;
  stepSeconds?: number;
  algorithm?: TotpAlgorithm;
}

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case-insensitive; spaces, hyphens and `=` padding ignored). Throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`invalid base32 character ${JSON.stringify(char)}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret: 20 bytes (160 bits, the RFC 4226 recommendation), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** HOTP (RFC 4226): HMAC of the 8-byte big-endian counter, dynamic truncation, `digits` decimals. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step number of an instant (epoch ms). */
export const totpStep = (nowMs: number, stepSeconds = TOTP_STEP_SECONDS): number => Math.floor(nowMs / 1000 / stepSeconds);

const keyOf = (secret: string | Uint8Array): Uint8Array => (typeof secret === 'string' ? base32Decode(secret) : secret);

/** The code of the step containing `nowMs`. `secret` is base32 text or raw key bytes. */
export function totp(secret: string | Uint8Array, nowMs: number, options: TotpOptions = {}): string {
  return hotp(keyOf(secret), totpStep(nowMs, options.stepSeconds), options.digits ?? TOTP_DIGITS, options.algorithm ?? 'sha1');
}

/**
 * The step whose code matches within ±`window` steps of `nowMs`, or null. Codes are compared in
 * constant time; the caller refuses a step not newer than the last one used (replay).
 */
export function matchTotp(secret: string | Uint8Array, code: string, nowMs: number, window = TOTP_WINDOW, options: TotpOptions = {}): number | null {
  const digits = options.digits ?? TOTP_DIGITS;
  const given = code.trim();
  if (!new RegExp(`^\\d{${digits}}$`).test(given)) return null;
  const key = keyOf(secret);
  const current = totpStep(nowMs, options.stepSeconds);
  let matched: number | null = null;
  for (let step = current - window; step <= current + window; step++) {
    if (step < 0) continue;
    const expected = hotp(key, step, digits, options.algorithm ?? 'sha1');
    // Every candidate is compared, so the time taken does not say which step matched.
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(given)) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps import (Key URI Format). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
