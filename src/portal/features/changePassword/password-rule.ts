import type { PatternRule } from '../../../shared/patterns.ts';

/** The merchant's password rule (registration.fields.password.pattern), shared by every password form. */
export function passwordRuleOf(fields: Record<string, { pattern?: PatternRule } | undefined>): PatternRule | undefined {
  return fields.password?.pattern;
}
