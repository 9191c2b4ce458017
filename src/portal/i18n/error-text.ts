// What the portal says for a failed call: the translation of its errorCode (errorCode.<code> in
// the locale files), never the platform's English message.
import type { TFunction } from 'i18next';
import type { FlowError } from '../../../flows/types.ts';

export const errorCodeKey = (code: string): string => `errorCode.${code}`;

/** Parameters a message may use, from the error's value (e.g. retryAfterSeconds). */
function paramsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
}

export function errorText(t: TFunction, error: Pick<FlowError, 'errorCode' | 'message' | 'value'> | null | undefined): string {
  const code = error?.errorCode;
  if (code) return t(errorCodeKey(code), { ...paramsOf(error.value), defaultValue: error.message ?? t('error.unknown') });
  return t('error.unknown');
}
