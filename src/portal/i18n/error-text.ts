// What the portal says for a failed call: the translation of its errorCode (errorCode.<code> in
// every locale file, checked for every code by tests/portal/error-codes-translated.test.ts),
// never the platform's English message.
import type { TFunction } from 'i18next';
import { errorCodeKey } from '../../shared/api/error-codes.ts';

interface ErrorLike {
  errorCode?: string | null;
  value?: unknown;
}

/** Parameters a message may use, from the error's value (e.g. retryAfterSeconds). */
function paramsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
}

export function errorText(t: TFunction, error: ErrorLike | null | undefined): string {
  const code = error?.errorCode;
  // An unlisted code (a newer platform) still reads in the member's language.
  if (code) return t(errorCodeKey(code), { ...paramsOf(error.value), defaultValue: t('error.unknown') });
  return t('error.unknown');
}
