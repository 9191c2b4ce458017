// rjsf's validator slot, left empty on purpose: each form checks its fields itself (the money
// rules, the merchant's patterns) and passes the errors in as extraErrors, in the user's
// language. It also keeps ajv's code generation (new Function) out of the bundle and the CSP strict.
import type { RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils';

type Values = Record<string, unknown>;

export class FormChecksValidator implements ValidatorType<Values, RJSFSchema> {
  validateFormData(): ValidationData<Values> {
    return { errors: [], errorSchema: {} };
  }

  isValid(): boolean {
    return true;
  }

  rawValidation<Result = unknown>(): { errors?: Result[]; validationError?: Error } {
    return { errors: [] };
  }
}

export const formChecksValidator = new FormChecksValidator();
