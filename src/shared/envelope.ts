/**
 * The platform's response envelope (PROTOCOL.md "Envelope"): every JSON response, success or
 * failure, has exactly these four keys.
 */
import type { PlatformErrorCode } from './api/error-codes.ts';

export interface Envelope<T = unknown> {
  success: boolean;
  value: T | null;
  message: string | null;
  errorCode: string | null;
}

export function ok<T>(value: T, message: string | null = null): Envelope<T> {
  return { success: true, value, message, errorCode: null };
}

/** A failed call's envelope: always an errorCode; a value, when present, is the error's detail. */
export interface Failure<T = null> extends Envelope<T> {
  success: false;
  errorCode: string;
}

export function fail<T = null>(errorCode: PlatformErrorCode, message: string, value: T | null = null): Failure<T> {
  return { success: false, value, message, errorCode };
}

export function isEnvelope(input: unknown): input is Envelope {
  if (typeof input !== 'object' || input === null) return false;
  const record = input as Record<string, unknown>;
  return (
    typeof record.success === 'boolean' &&
    'value' in record &&
    (record.message === null || typeof record.message === 'string' || record.message === undefined) &&
    (record.errorCode === null || typeof record.errorCode === 'string' || record.errorCode === undefined)
  );
}
