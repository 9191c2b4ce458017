// What the portal says for a failed call: the translation of its errorCode (errorCode.<code> in
// every locale file, checked for every code by tests/portal/error-codes-translated.test.ts),
// never the platform's English message.
import type { TFunction } from 'i18next';
import { errorCodeKey } from '../../shared/api/error-codes.ts';
import { formatUntil } from '../../shared/money.ts';

interface ErrorLike {
  errorCode?: string | null;
  value?: unknown;
}

/**
 * Parameters a message may use, from the error's value (e.g. retryAfterSeconds). A break's end
 * (`until`) is written for the member, in the page's language and the browser's time zone,
 * rather than the platform's UTC `untilText`.
 */
function paramsOf(value: unknown): Record<string, unknown> {
  const params = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  // A self-exclusion with no end date has its own sentence (the `_indefinite` context).
  if (params.indefinite === true) params.context = 'indefinite';
  // A limit's reset time (`resetsAt`) is written the same way.
  for (const at of ['until', 'resetsAt']) {
    const value = params[at];
    if (typeof value !== 'number' || typeof document === 'undefined') continue;
    const root = document.documentElement;
    params[at === 'until' ? 'untilText' : 'resetsText'] = formatUntil(value, root.lang || 'en', root.dataset.digits || 'latn');
  }
  return params;
}

export function errorText(t: TFunction, error: ErrorLike | null | undefined): string {
  const code = error?.errorCode;
  // An unlisted code (a newer platform) still reads in the member's language.
  if (code) return t(errorCodeKey(code), { ...paramsOf(error.value), defaultValue: t('error.unknown') });
  return t('error.unknown');
}
