/** Password rules of spec 5 (change, forgot, registration), built on the shared pattern kinds. */
import { checkField, type FieldProblem, type PatternRule } from '../../src/shared/patterns.ts';
import { isBlank } from './fields.ts';

/** Used when a merchant configures no password rule: 6-20 letters, digits and symbols. */
export const DEFAULT_PASSWORD_RULE: PatternRule = { kind: 'alnumSymbols', min: 6, max: 20, messageKey: 'pattern.alnumSymbols' };

/** The new password against the rule; null when it passes. */
export function passwordProblem(password: string, rule: PatternRule = DEFAULT_PASSWORD_RULE): FieldProblem | null {
  return checkField(password, { shown: true, required: true, pattern: rule });
}

export interface ChangePasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The first problem of a change-password form: the field it belongs to and its message key. */
export function changePasswordProblem(form: ChangePasswordFields, oldPasswordAsked: boolean, rule?: PatternRule): { field: keyof ChangePasswordFields; messageKey: string } | null {
  if (oldPasswordAsked && isBlank(form.oldPassword)) return { field: 'oldPassword', messageKey: 'error.inputEmpty' };
  if (isBlank(form.newPassword)) return { field: 'newPassword', messageKey: 'error.inputEmpty' };
  const problem = passwordProblem(form.newPassword, rule);
  if (problem) return { field: 'newPassword', messageKey: problem.messageKey };
  if (form.confirmNewPassword !== form.newPassword) return { field: 'confirmNewPassword', messageKey: 'error.confirmMismatch' };
  return null;
}

/**
 * The first problem of a change-password form as a message key, or null. The old password is
 * asked only when the current one is not known (spec 5).
 */
export function changePasswordError(form: ChangePasswordFields, oldPasswordAsked: boolean, rule?: PatternRule): string | null {
  return changePasswordProblem(form, oldPasswordAsked, rule)?.messageKey ?? null;
}
