// rjsf validation without ajv (so no eval / new Function reaches the bundle and the CSP stays
// strict): every field is checked with the shared pattern rules (src/shared/patterns.ts), the
// same rules the flows and the platform use, and messages are translated next to each field.
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { checkField } from '../../../shared/patterns.ts';
import { ageConfirmationSatisfied, isOldEnough } from '../../../../flows/rules/age.ts';
import { effectiveField, shownFields, type RegisterMode, type RegistrationRules } from '../../../../flows/rules/registration.ts';

export type FormValues = Record<string, string | boolean | undefined>;

export interface FieldMessage {
  messageKey: string;
  params?: Record<string, unknown>;
}

/** Every problem of the form, by field (the flows' registrationProblem gives only the first). */
export function registrationProblems(values: FormValues, mode: RegisterMode, rules: RegistrationRules, affiliateHidden: boolean, today: Date): Record<string, FieldMessage> {
  const problems: Record<string, FieldMessage> = {};
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name]) : '');
  const fields = shownFields(mode, rules, affiliateHidden);
  for (const field of fields) {
    if (field === 'confirmPassword') continue;
    const problem = checkField(text(field).trim(), effectiveField(field, mode, rules, affiliateHidden));
    if (problem) problems[field] = problem;
  }
  if (fields.includes('confirmPassword')) {
    if (text('confirmPassword').trim() === '') problems.confirmPassword = { messageKey: 'pattern.required', params: { min: 0, max: 0 } };
    else if (text('confirmPassword') !== text('password')) problems.confirmPassword = { messageKey: 'error.confirmMismatch' };
  }
  if (rules.fields.birthday?.shown && text('birthday').trim() !== '' && !isOldEnough(text('birthday'), rules.birthdayMinAge, today)) {
    problems.birthday = { messageKey: 'error.confirmAge21', params: { min: rules.birthdayMinAge, max: rules.birthdayMinAge, age: rules.birthdayMinAge } };
  }
  if (!ageConfirmationSatisfied(rules.ageConfirmation.enabled, values.ageConfirmed === true)) {
    problems.ageConfirmed = { messageKey: 'error.confirmAge', params: { age: rules.ageConfirmation.age, min: rules.ageConfirmation.age, max: rules.ageConfirmation.age } };
  }
  return problems;
}

export class PatternValidator implements ValidatorType<FormValues, RJSFSchema> {
  constructor(
    private readonly problemsOf: (values: FormValues) => Record<string, FieldMessage>,
    private readonly translate: (key: string, params?: Record<string, unknown>) => string,
  ) {}

  validateFormData(formData: FormValues | undefined): ValidationData<FormValues> {
    const problems = this.problemsOf(formData ?? {});
    const errors: RJSFValidationError[] = [];
    const errorSchema: Record<string, { __errors: string[] }> = {};
    for (const [field, problem] of Object.entries(problems)) {
      const message = this.translate(problem.messageKey, problem.params);
      errors.push({ name: 'pattern', property: `.${field}`, message, stack: `${field}: ${message}`, params: problem.params ?? {} });
      errorSchema[field] = { __errors: [message] };
    }
    return { errors, errorSchema: errorSchema as ErrorSchema<FormValues> };
  }

  // The form has no anyOf/oneOf to choose between, so every sub-schema "matches".
  isValid(): boolean {
    return true;
  }

  rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: FormValues): { errors?: Result[]; validationError?: Error } {
    return { errors: Object.values(this.problemsOf(formData ?? {})) as Result[] };
  }
}
