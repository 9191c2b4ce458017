/**
 * What the confirmation checks before anything is sent: a required field is filled, an amount is
 * read by the shared money rules (shared/forms/money-input.ts) within its bounds, never rounded,
 * clamped or stripped. The largest amount is what the call's request schema takes (its pattern's
 * integer digits) unless the action knows a smaller one (what remains of a withdrawal).
 */
import { moneyMessageKey, moneyMessageParams, readMoney } from '../../shared/forms/money-input.ts';
import type { RequestSchema } from '../../shared/forms/ui-schema.ts';
import type { Translate } from '../i18n/i18n.tsx';
import type { ActionField } from './types.ts';

/** The largest amount in minor units a money property's pattern allows ("[0-9]{1,12}" → 12 integer digits). */
export function patternMaxMinor(schema: RequestSchema, name: string, decimals: number): number | undefined {
  const pattern = (schema.properties?.[name] as { pattern?: unknown } | undefined)?.pattern;
  const digits = typeof pattern === 'string' ? /^\^\[0-9\]\{1,(\d+)\}/.exec(pattern)?.[1] : undefined;
  if (!digits) return undefined;
  const max = 10 ** (Number(digits) + decimals) - 1;
  return Math.min(max, Number.MAX_SAFE_INTEGER);
}

export interface CheckContext {
  schema: RequestSchema;
  decimals: number;
  /** The operator's language (BCP 47), for its thousands separator. */
  locale: string;
  t: Translate;
  money: (minor: number) => string;
}

/** Each field's refusal, by field name (an optional field left empty is not one). */
export function fieldErrors(fields: Record<string, ActionField>, values: Record<string, string>, { schema, decimals, locale, t, money }: CheckContext): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const typed = values[name] ?? '';
    if (typed.trim() === '') {
      if (field.required) found[name] = field.widget === 'money' ? t('money.error.required') : t('form.required');
      continue;
    }
    if (field.widget !== 'money') continue;
    const maxMinor = field.maxMinor ?? patternMaxMinor(schema, name, decimals);
    const read = readMoney(typed, { decimals, ...(maxMinor !== undefined ? { maxMinor } : {}) }, locale);
    if (!read.ok) found[name] = t(moneyMessageKey(read, decimals), moneyMessageParams(read, decimals, money));
  }
  return found;
}

/** The values as the call takes them: an amount without the language's thousands separators, the rest as typed. */
export function wireValues(fields: Record<string, ActionField>, values: Record<string, string>, { decimals, locale }: Pick<CheckContext, 'decimals' | 'locale'>): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const typed = values[name] ?? '';
    const read = field.widget === 'money' && typed.trim() !== '' ? readMoney(typed, { decimals }, locale) : null;
    wire[name] = read?.ok ? read.text : typed;
  }
  return wire;
}
