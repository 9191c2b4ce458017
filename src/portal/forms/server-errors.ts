// Where a refused call's error shows: a validation.failed envelope names its fields
// (value.errors[].field, or value.fields with message keys) and each shows under its field; an
// error code a form knows to be about one field shows there; anything else shows on the form.
// Always in the member's language: the platform's English message is never shown.
import type { TFunction } from 'i18next';
import { errorFields } from '../../generated/api/error-fields.ts';
import { PlatformError } from '../../shared/api/index.ts';
import { errorText } from '../i18n/error-text.ts';

export interface PlacedErrors {
  fields: Record<string, string>;
  form: string | null;
}

interface WireFieldError { field?: unknown; keyword?: unknown }
interface WireFieldProblem { messageKey?: unknown; params?: unknown }

/** "/amount", "body/amount" or "amount" → "amount" (the form's property name). */
function fieldName(path: string): string {
  const parts = path.split(/[/.]/).filter((p) => p && p !== 'body');
  return parts[0] ?? '';
}

/** The request field an error code of `call` is about, as the call's contract says (`errors`). */
export const contractFieldOf = (call: string) => (code: string): string | null => errorFields[call]?.[code] ?? null;

export const asPlatformError = (error: unknown): PlatformError =>
  error instanceof PlatformError ? error : new PlatformError('unknown', 'unknown', 0);

/**
 * `fields` are the form's field names; `fieldOfCode` says which field an error code is about
 * (the amount for balance.insufficient, the password for paymentPassword.invalid, ...).
 */
export function placeServerError(error: unknown, fields: readonly string[], t: TFunction, fieldOfCode: (code: string) => string | null = () => null): PlacedErrors {
  const e = asPlatformError(error);
  const placed: PlacedErrors = { fields: {}, form: null };
  const value = (e.value ?? {}) as { errors?: unknown; fields?: unknown };
  if (e.errorCode === 'validation.failed') {
    for (const item of Array.isArray(value.errors) ? (value.errors as WireFieldError[]) : []) {
      const name = typeof item.field === 'string' ? fieldName(item.field) : '';
      if (!fields.includes(name) || placed.fields[name]) continue;
      const keyword = typeof item.keyword === 'string' ? item.keyword : 'invalid';
      placed.fields[name] = t(`form.server.${keyword}`, { defaultValue: t('form.server.invalid') });
    }
    const problems = value.fields && typeof value.fields === 'object' ? (value.fields as Record<string, WireFieldProblem>) : {};
    for (const [name, problem] of Object.entries(problems)) {
      if (!fields.includes(name) || placed.fields[name]) continue;
      placed.fields[name] = typeof problem.messageKey === 'string'
        ? t(problem.messageKey, { ...(problem.params as Record<string, unknown> | undefined), defaultValue: t('form.server.invalid') })
        : t('form.server.invalid');
    }
    if (Object.keys(placed.fields).length > 0) return placed;
  }
  const field = fieldOfCode(e.errorCode);
  if (field && fields.includes(field)) placed.fields[field] = errorText(t, e);
  else placed.form = errorText(t, e);
  return placed;
}
