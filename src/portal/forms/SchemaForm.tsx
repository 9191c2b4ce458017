// A form rendered from its call's request schema through rjsf and the design system's widgets,
// with the merchant's UI schema (forms.<call>) merged in. The form's code keeps the values, runs
// its checks and shows its errors through `errors` (its own and the platform's, by field).
import './forms.css';
import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSettings } from './settings.ts';
import { buildSchemaForm, initialValues, patternProblems, type FieldSpec, type RequestSchema } from './ui-schema.ts';
import { contractFieldOf, placeServerError } from './server-errors.ts';
import { formChecksValidator } from './validator.ts';
import { FieldTemplate, ObjectFieldTemplate, widgets } from './widgets.tsx';

export type Values = Record<string, string>;

export interface SchemaFormState {
  values: Values;
  setValues: (next: Values) => void;
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  formError: string | null;
  setFormError: (text: string | null) => void;
  call: string;
  /** The rendered fields in order. */
  fields: string[];
  /** Whether the merchant keeps the confirmation step (on unless switched off). */
  confirm: boolean;
  /** The merchant's patterns, translated, by field. */
  patternErrors: () => Record<string, string>;
  /**
   * Shows a refused call's error under its field or on the form. The call's contract names each
   * error code's field (`errors`); `fieldOfCode` places what it does not (a field of this form only).
   */
  refused: (error: unknown, fieldOfCode?: (code: string) => string | null) => void;
  built: ReturnType<typeof buildSchemaForm>;
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
    refused: (error, fieldOfCode) => {
      const ofContract = contractFieldOf(call);
      const placed = placeServerError(error, built.fields, t, (code) => fieldOfCode?.(code) ?? ofContract(code));
      setErrors(placed.fields);
      setFormError(placed.form);
    },
  };
}

/** What the rendered form needs of a form's state (a flow's machine may hold the values). */
export type RenderedFormState = Pick<SchemaFormState, 'call' | 'values' | 'setValues' | 'errors' | 'setErrors' | 'formError' | 'setFormError' | 'fields' | 'built'>;

interface Props {
  state: RenderedFormState;
  className?: string;
  /** Called when the member submits; the form's code checks and sends. */
  onSubmit: () => void;
  /** Told when the member edits (a new request key, for instance). */
  onEdit?: (name: string) => void;
  /** Shown above the fields, inside the form (a heading, what is in force now). */
  lead?: ReactNode;
  /** Controls shown next to a field, by field name (an SMS code's send button). */
  beside?: Record<string, ReactNode>;
  /** The ids' prefix when the page shows the same call's form more than once. */
  idPrefix?: string;
  /** The fields are shown but cannot change (while a step after them asks for a confirmation). */
  disabled?: boolean;
  children: ReactNode;
}

export function SchemaForm({ state, className, onSubmit, onEdit, lead, beside, idPrefix, disabled, children }: Props) {
  const extraErrors = useMemo(() => {
    const schema: Record<string, { __errors: string[] }> = {};
    for (const [name, text] of Object.entries(state.errors)) schema[name] = { __errors: [text] };
    return schema as ErrorSchema;
  }, [state.errors]);
  return (
    <Form
      className={`schema-form${className ? ` ${className}` : ''}`}
      idPrefix={idPrefix ?? state.call}
      formContext={{ lead, beside }}
      disabled={disabled}
      schema={state.built.schema}
      uiSchema={state.built.uiSchema}
      validator={formChecksValidator}
      widgets={widgets}
      templates={{ FieldTemplate, ObjectFieldTemplate }}
      formData={state.values}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      onChange={({ formData }) => {
        const next: Values = {};
        for (const name of state.fields) {
          const value = (formData as Record<string, unknown> | undefined)?.[name];
          next[name] = value === undefined || value === null ? '' : String(value);
        }
        const changed = state.fields.filter((name) => next[name] !== state.values[name]);
        if (changed.length === 0) return;
        state.setValues(next);
        const left = { ...state.errors };
        for (const name of changed) delete left[name];
        state.setErrors(left);
        state.setFormError(null);
        for (const name of changed) onEdit?.(name);
      }}
      onSubmit={() => onSubmit()}
      onError={() => undefined}
    >
      {state.formError ? <p className="field-error form-error" role="alert">{state.formError}</p> : null}
      {children}
    </Form>
  );
}
