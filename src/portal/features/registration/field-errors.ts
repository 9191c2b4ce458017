// Where the register form shows each error: next to the field it is about, by the shared
// placement (shared/forms/server-errors.ts) with the fields the register call schema names for its
// error codes, plus the form's own first problem on its field. Only an error about no field shown
// lands below the form.
import type { TFunction } from 'i18next';
import type { ErrorSchema } from '@rjsf/utils';
import type { FlowError } from '../../../../flows/types.ts';
import type { RegistrationProblem } from '../../../../flows/rules/registration.ts';
import { PlatformError } from '../../../shared/api/errors.ts';
import { placeError, type PlacedErrors } from '../../../shared/forms/server-errors.ts';
import { callSchemaFieldOf } from '../../forms/server-errors.ts';
import { errorText } from '../../i18n/error-text.ts';
import type { FormValues } from './validator.ts';

// The age texts say {{age}}; the platform's field problems carry the age as their `min`.
const withAge = (params?: Record<string, unknown>) => ({ ...params, age: params?.min });

/** Where a refused registration's error shows, among the fields shown. */
export function placeRegisterError(error: FlowError | null, shown: readonly string[], t: TFunction): PlacedErrors {
  if (!error) return { fields: {}, form: null };
  const refused = new PlatformError(error.errorCode ?? 'unknown', error.message ?? '', 0, error.value ?? null);
  return placeError(refused, {
    fields: shown,
    t: (key, params) => t(key, withAge(params)),
    describe: (e) => errorText(t, e),
    // register and registerMobile name the same fields for their codes.
    fieldOfCode: callSchemaFieldOf('register'),
  });
}

/** The field errors rjsf shows: the platform's, placed, and the form's own problem. */
export function fieldErrors(placed: PlacedErrors, problem: RegistrationProblem | null, t: TFunction): ErrorSchema<FormValues> | undefined {
  const errors: Record<string, { __errors: string[] }> = {};
  const add = (name: string, message: string) => {
    errors[name] = { __errors: [...(errors[name]?.__errors ?? []), message] };
  };
  for (const [name, message] of Object.entries(placed.fields)) add(name, message);
  if (problem) add(problem.field, t(problem.messageKey, withAge(problem.params)));
  return Object.keys(errors).length > 0 ? (errors as ErrorSchema<FormValues>) : undefined;
}
