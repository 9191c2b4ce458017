// The portal's binding of the shared error placement (shared/forms/server-errors.ts): error codes
// read through the portal's texts (errorText).
import type { TFunction } from 'i18next';
import type { FlowError } from '../../../flows/types.ts';
import { errorFields } from '../../generated/api/error-fields.ts';
import { PlatformError } from '../../shared/api/errors.ts';
import { placeError, type PlacedErrors } from '../../shared/forms/server-errors.ts';
import { errorText } from '../i18n/error-text.ts';

export { asPlatformError, type PlacedErrors } from '../../shared/forms/server-errors.ts';

/** The request field an error code of `call` is about, as the call schema says (`errors`). */
export const callSchemaFieldOf = (call: string) => (code: string): string | null => errorFields[call]?.[code] ?? null;

/**
 * `fields` are the form's field names; `fieldOfCode` says which field an error code is about
 * (the amount for balance.insufficient, the password for paymentPassword.invalid, ...).
 */
export function placeServerError(error: unknown, fields: readonly string[], t: TFunction, fieldOfCode?: (code: string) => string | null): PlacedErrors {
  return placeError(error, { fields, t: (key, params) => t(key, params), describe: (e) => errorText(t, e), ...(fieldOfCode ? { fieldOfCode } : {}) });
}

/** A flow machine's refusal (its `error`) as the platform's error, to be placed like a call's. */
export const flowPlatformError = (error: FlowError): PlatformError =>
  new PlatformError(error.errorCode ?? 'unknown', error.message ?? '', 0, error.value ?? null);
