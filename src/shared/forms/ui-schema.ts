// A form's rjsf schema and UI schema: the call's request schema (schemas/api/<call>.json) gives
// the fields; the form's own defaults give each a widget and texts; the merchant's settings
// (forms.<call>) reorder, relabel, add help and placeholders, hide fields with a default, and add
// patterns. Pure, so it is unit-tested without a browser.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormSettings } from '../../generated/merchant.ts';

export type WidgetName = 'money' | 'text' | 'password' | 'select' | 'choice' | 'textarea' | 'hidden';

export interface Choice {
  value: string;
  label: string;
  /** A second, smaller line under a chip's label (a payment channel's kind). */
  detail?: string;
}

/** What the form's code says about one field before the merchant changes it. */
export interface FieldSpec {
  widget: WidgetName;
  /** Message key of the label. */
  label: string;
  /** Values the label's text names (a writer's name); the merchant's label key gets them too. */
  labelParams?: Record<string, unknown>;
  /** Already translated: the rule or range the member reads under the field. */
  hint?: string;
  choices?: Choice[];
  /** Decimals of a money field when it is not the currency's (whole points). */
  decimals?: number;
  maxLength?: number;
  /** The autofill token (current-password, new-password, one-time-code); off by default. */
  autoComplete?: string;
  /** The phone keyboard of a text field (numeric for digits, tel for a phone number). */
  inputMode?: 'numeric' | 'decimal' | 'text' | 'tel' | 'email';
  /** The input type of a text field: tel and email let the browser fill and check them. */
  type?: 'tel' | 'email';
  /** Shown but not editable (a holder name the platform already knows). */
  readOnly?: boolean;
  /** A textarea's height in lines. */
  rows?: number;
  /** A code of letters and digits: shown in capitals as typed, anything else left out. */
  code?: boolean;
}

export interface RequestSchema {
  properties?: Record<string, unknown>;
  required?: readonly string[];
}

export interface BuiltSchemaForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The fields shown, in order (hidden ones included: they are sent). */
  fields: string[];
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The request's property a field names: a top-level name, or a path into an object property with
 * '/' (recipient/name), as a JSON pointer writes it; '/' rather than '.' because rjsf reads a '.'
 * in a field's name as a path of its own.
 */
export function propertyAt(request: RequestSchema, name: string): unknown {
  let at: RequestSchema | undefined = request;
  let found: unknown;
  for (const part of name.split('/')) {
    found = at?.properties?.[part];
    if (found === undefined) return undefined;
    at = found as RequestSchema;
  }
  return found;
}

/** The fields of `spec` the call's request has, in the merchant's order, then the form's. */
export function fieldOrder(spec: Record<string, FieldSpec>, request: RequestSchema, settings: FormSettings): string[] {
  const known = Object.keys(spec).filter((name) => propertyAt(request, name) !== undefined);
  const first = (settings.order ?? []).filter((name) => known.includes(name));
  return [...first, ...known.filter((name) => !first.includes(name))];
}

export function buildSchemaForm(spec: Record<string, FieldSpec>, request: RequestSchema, settings: FormSettings, t: Translate): BuiltSchemaForm {
  const fields = fieldOrder(spec, request, settings);
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': fields, 'ui:submitButtonOptions': { norender: true } };
  for (const name of fields) {
    const own = spec[name]!;
    const merchant = settings.fields?.[name] ?? {};
    const widget: WidgetName = merchant.hidden ? 'hidden' : (merchant.widget as WidgetName | undefined) ?? own.widget;
    const label = t(merchant.labelKey ?? own.label, own.labelParams);
    properties[name] = { type: 'string', title: label };
    const help = merchant.helpKey ? t(merchant.helpKey) : undefined;
    uiSchema[name] = {
      'ui:widget': widget,
      'ui:title': label,
      ...(merchant.placeholderKey ? { 'ui:placeholder': t(merchant.placeholderKey) } : {}),
      'ui:options': {
        hint: [help, own.hint].filter(Boolean).join(' · ') || undefined,
        choices: own.choices,
        decimals: own.decimals,
        maxLength: own.maxLength,
        autoComplete: own.autoComplete,
        inputMode: own.inputMode,
        type: own.type,
        readOnly: own.readOnly,
        rows: own.rows,
        code: own.code,
      },
    };
  }
  // `required` is left out on purpose: the form's checks own every message, in the member's
  // language, so the browser never shows its own bubbles.
  return { schema: { type: 'object', properties }, uiSchema, fields };
}

/** The starting values: the form's own, then each hidden field's default from the merchant. */
export function initialValues(fields: readonly string[], own: Record<string, string>, settings: FormSettings): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of fields) {
    const merchant = settings.fields?.[name];
    values[name] = merchant?.hidden && merchant.default !== undefined ? String(merchant.default) : own[name] ?? '';
  }
  return values;
}

/** The merchant's extra patterns: the message key of each field whose text does not match. */
export function patternProblems(values: Record<string, string>, settings: FormSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, field] of Object.entries(settings.fields ?? {})) {
    if (!field) continue;
    const value = values[name] ?? '';
    if (!field.pattern || value === '') continue;
    if (!new RegExp(field.pattern, 'u').test(value)) problems[name] = field.patternMessageKey ?? 'form.patternMismatch';
  }
  return problems;
}
