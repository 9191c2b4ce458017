// Where the register form shows each error: next to the field it is about. The platform's
// per-field problems (value.fields), the errorCodes that name one field (a wrong captcha, a taken
// username, ...) and the form's own first problem each land on their field; only an error about
// no field in the form shows below it.
import type { TFunction } from 'i18next';
import type { ErrorSchema } from '@rjsf/utils';
import type { FlowError } from '../../../../flows/types.ts';
import type { RegistrationProblem } from '../../../../flows/rules/registration.ts';
import { errorText } from '../../i18n/error-text.ts';
import type { FormValues } from './validator.ts';

/** The field an errorCode is about. */
const FIELD_OF_CODE: Record<string, string> = {
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  'sms.code.missing': 'verificationCode',
  'sms.code.invalid': 'verificationCode',
  'sms.code.expired': 'verificationCode',
  'sms.code.attempts': 'verificationCode',
  'affiliate.invalid': 'affiliateCode',
};

type FieldProblems = Record<string, { messageKey?: string; params?: Record<string, unknown> }>;

const problemsOf = (error: FlowError | null): FieldProblems | undefined =>
  (error?.value as { fields?: FieldProblems } | null | undefined)?.fields;

/** The field (of those shown, or the age box) an error belongs to, if any. */
function fieldOf(error: FlowError | null, shown: string[]): string | null {
  const field = error?.errorCode ? FIELD_OF_CODE[error.errorCode] : undefined;
  return field && shown.includes(field) ? field : null;
}

export function fieldErrors(error: FlowError | null, problem: RegistrationProblem | null, shown: string[], t: TFunction): ErrorSchema<FormValues> | undefined {
  const errors: Record<string, { __errors: string[] }> = {};
  const add = (name: string, message: string) => {
    errors[name] = { __errors: [...(errors[name]?.__errors ?? []), message] };
  };
  for (const [name, p] of Object.entries(problemsOf(error) ?? {})) {
    add(name, p.messageKey ? t(p.messageKey, { ...p.params, age: p.params?.min }) : t('error.unknown'));
  }
  const field = fieldOf(error, shown);
  if (field) add(field, errorText(t, error));
  if (problem) add(problem.field, t(problem.messageKey, { ...problem.params, age: problem.params?.min }));
  return Object.keys(errors).length > 0 ? (errors as ErrorSchema<FormValues>) : undefined;
}

/** The error text shown below the form: an error that is about no field of it. */
export function unplacedError(error: FlowError | null, shown: string[], t: TFunction): string | null {
  if (!error || fieldOf(error, shown) || problemsOf(error)) return null;
  return errorText(t, error);
}
