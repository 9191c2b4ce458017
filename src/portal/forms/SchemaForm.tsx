// A form rendered from its call's request schema through rjsf and the design system's widgets,
// with the merchant's UI schema (forms.<call>) merged in. The form's code keeps the values, runs
// its checks and shows its errors through `errors` (its own and the platform's, by field).
import './forms.css';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSettings } from './settings.ts';
import { buildSchemaForm, initialValues, patternProblems, type FieldSpec, type RequestSchema } from './ui-schema.ts';
import { callSchemaFieldOf, placeServerError } from './server-errors.ts';
import { SchemaFormView, type RenderedFormState, type SchemaFormViewProps, type Values } from '../../shared/forms/SchemaFormView.tsx';
import { FieldTemplate, ObjectFieldTemplate, widgets } from './widgets.tsx';

export type { RenderedFormState, Values };

export interface SchemaFormState extends RenderedFormState {
  /** Whether the merchant keeps the confirmation step (on unless switched off). */
  confirm: boolean;
  /** The merchant's patterns, translated, by field. */
  patternErrors: () => Record<string, string>;
  /**
   * Checks before a send: shows the merchant's patterns' errors and `extra` (the form's own checks,
   * which win on the same field) under their fields, clears the form's error, and says whether the
   * form may be sent (nothing found).
   */
  checkPatterns: (extra?: Record<string, string>) => boolean;
  /**
   * Shows a refused call's error under its field or on the form. The call schema names each
   * error code's field (`errors`); `fieldOfCode` places what it does not (a field of this form only).
   */
  refused: (error: unknown, fieldOfCode?: (code: string) => string | null) => void;
}

/** A form's shape without its values: for a form whose values live elsewhere (a flow's machine). */
export function useBuiltForm(call: string, spec: Record<string, FieldSpec>, request: RequestSchema) {
  const { t } = useTranslation();
  const settings = useFormSettings(call);
  const built = useMemo(() => buildSchemaForm(spec, request, settings, t), [spec, request, settings, t]);
  const patternErrors = (values: Values) => Object.fromEntries(Object.entries(patternProblems(values, settings)).map(([name, key]) => [name, t(key)]));
  return { settings, built, patternErrors };
}

/** The state of one schema form: `own` are the form's starting values (a hidden field's merchant default wins). */
export function useSchemaForm(call: string, spec: Record<string, FieldSpec>, request: RequestSchema, own: Values): SchemaFormState {
  const { t } = useTranslation();
  const { settings, built, patternErrors } = useBuiltForm(call, spec, request);
  const [values, setValues] = useState<Values>(() => initialValues(built.fields, own, settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    call, values, setValues, errors, setErrors, formError, setFormError, fields: built.fields, confirm: settings.confirm, built,
    patternErrors: () => patternErrors(values),
    checkPatterns: (extra = {}) => {
      const found = { ...patternErrors(values), ...extra };
      setErrors(found);
      setFormError(null);
      return Object.keys(found).length === 0;
    },
    refused: (error, fieldOfCode) => {
      const ofCallSchema = callSchemaFieldOf(call);
      const placed = placeServerError(error, built.fields, t, (code) => fieldOfCode?.(code) ?? ofCallSchema(code));
      setErrors(placed.fields);
      setFormError(placed.form);
    },
  };
}

interface Props extends Omit<SchemaFormViewProps, 'widgets' | 'templates' | 'formContext'> {
  /** Shown above the fields, inside the form (a heading, what is in force now). */
  lead?: ReactNode;
  /** Controls shown next to a field, by field name (an SMS code's send button). */
  beside?: Record<string, ReactNode>;
  /** Controls shown above a field, by field name (quick amounts above the amount). */
  before?: Record<string, ReactNode>;
}

/** The form in the design system's widgets; `idPrefix` when the page shows the same call's form more than once. */
export function SchemaForm({ lead, beside, before, ...props }: Props) {
  return <SchemaFormView {...props} widgets={widgets} templates={{ FieldTemplate, ObjectFieldTemplate }} formContext={{ lead, beside, before }} />;
}
