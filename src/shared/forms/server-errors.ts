// Where a refused call's error shows, for the portal's and the desk's forms alike: a
// validation.failed envelope names its fields (value.errors[].field, or value.fields with message
// keys) and each shows under its field; an error code a form knows to be about one field shows
// there; anything else shows on the form. Always in the user's language: `describe` is the app's
// translation of an error code, so the platform's English message is never shown.
import { PlatformError } from '../api/errors.ts';

export interface PlacedErrors {
  fields: Record<string, string>;
  form: string | null;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

interface WireFieldError { field?: unknown; keyword?: unknown }
interface WireFieldProblem { messageKey?: unknown; params?: unknown }

/**
 * "/amount", "body/amount" or "amount" → "amount" (the form's property name); "recipient.name"
 * → "recipient/name" when the form has that field of an object property, else "recipient".
 */
export function fieldName(path: string, fields: readonly string[] = []): string {
  const parts = path.split(/[/.]/).filter((p) => p && p !== 'body');
  const whole = parts.join('/');
  return fields.includes(whole) ? whole : parts[0] ?? '';
}

/** Anything thrown, as the platform's error (an unexpected throw reads as "unknown"). */
export const asPlatformError = (error: unknown): PlatformError =>
  error instanceof PlatformError ? error : new PlatformError('unknown', 'unknown', 0);

export interface PlaceOptions {
  /** The form's field names. */
  fields: readonly string[];
  t: Translate;
  /** The app's sentence for an error code (errorCode.<code> in its texts). */
  describe: (error: PlatformError) => string;
  /** Which field an error code is about (the amount for balance.insufficient, ...). */
  fieldOfCode?: (code: string) => string | null;
}

export function placeError(error: unknown, { fields, t, describe, fieldOfCode = () => null }: PlaceOptions): PlacedErrors {
  const e = asPlatformError(error);
  const placed: PlacedErrors = { fields: {}, form: null };
  const value = (e.value ?? {}) as { errors?: unknown; fields?: unknown };
  if (e.errorCode === 'validation.failed') {
    for (const item of Array.isArray(value.errors) ? (value.errors as WireFieldError[]) : []) {
      const name = typeof item.field === 'string' ? fieldName(item.field, fields) : '';
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
  if (field && fields.includes(field)) placed.fields[field] = describe(e);
  else placed.form = describe(e);
  return placed;
}
