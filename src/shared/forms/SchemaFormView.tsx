// A form rendered from its call's request schema (built by ui-schema.ts) through rjsf, drawn by
// the app's own widgets: the portal's design system or the desk's plain fields. The form's code
// keeps the values, runs its checks and passes every error in by field (its own and the
// platform's), so rjsf never validates and the browser never shows its own bubbles.
import Form from '@rjsf/core';
import type { ErrorSchema, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { createContext, useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import type { BuiltSchemaForm } from './ui-schema.ts';
import { formChecksValidator } from './validator.ts';

export type Values = Record<string, string>;

const FormName = createContext<string | undefined>(undefined);

/** The form element with its accessible name: rjsf's own form element takes no aria attributes. */
function NamedForm(props: ComponentProps<'form'>) {
  return <form {...props} aria-label={useContext(FormName)} />;
}

/** What the rendered form needs of a form's state (the form's code or a flow's machine holds it). */
export interface RenderedFormState {
  call: string;
  values: Values;
  setValues: (next: Values) => void;
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  formError: string | null;
  setFormError: (text: string | null) => void;
  /** The rendered fields in order. */
  fields: string[];
  built: BuiltSchemaForm;
}

export interface SchemaFormViewProps {
  state: RenderedFormState;
  widgets: RegistryWidgetsType;
  templates: Partial<TemplatesType>;
  className?: string;
  /** Called when the user submits; the form's code checks and sends. */
  onSubmit: () => void;
  /** Told when the user edits (a new request key, for instance). */
  onEdit?: (name: string) => void;
  /** Passed to the templates (a lead above the fields, controls beside one). */
  formContext?: Record<string, unknown>;
  /** The ids' prefix (without '_': a widget's field name is what follows it). */
  idPrefix?: string;
  /** The form's accessible name, when the page has more than one form (a screen reader lists forms by it). */
  label?: string;
  disabled?: boolean;
  children: ReactNode;
}

export function SchemaFormView({ state, widgets, templates, className, onSubmit, onEdit, formContext, idPrefix, label, disabled, children }: SchemaFormViewProps) {
  const extraErrors = useMemo(() => {
    const schema: Record<string, { __errors: string[] }> = {};
    for (const [name, text] of Object.entries(state.errors)) if (text) schema[name] = { __errors: [text] };
    return schema as ErrorSchema;
  }, [state.errors]);
  return (
    <FormName.Provider value={label}>
    <Form
      tagName={label ? NamedForm : undefined}
      className={`schema-form${className ? ` ${className}` : ''}`}
      idPrefix={idPrefix ?? state.call}
      formContext={formContext}
      disabled={disabled}
      schema={state.built.schema}
      uiSchema={state.built.uiSchema}
      validator={formChecksValidator}
      widgets={widgets}
      templates={templates}
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
    </FormName.Provider>
  );
}
