// The login dialog's fields drawn from their built schema form (login-fields.ts): in the
// merchant's order, with its labels, help texts and placeholders, each error under its field.
// Drawn here rather than through rjsf: a "login to home page" merchant's first screen is this
// dialog, server-rendered and hydrated, and rjsf would join every guest's first download.
import type { ReactNode } from 'react';
import type { BuiltSchemaForm } from '../../forms/ui-schema.ts';
import { fieldInput } from '../../shell/field-input.ts';

interface Props {
  built: BuiltSchemaForm;
  values: Record<string, string>;
  errors: Record<string, string>;
  onEdit: (name: string, value: string) => void;
  /** Controls beside a field (the SMS code's button, the captcha's image). */
  beside?: Record<string, ReactNode>;
  /** How each field is typed, when not by its own name (the SMS tab's code is sent as `password`). */
  typedAs?: Record<string, string>;
  /** The password field shown as text ("show password"). */
  showPassword?: boolean;
}

interface FieldUi {
  'ui:widget': string;
  'ui:title': string;
  'ui:placeholder'?: string;
  'ui:options': { hint?: string };
}

export function LoginFields({ built, values, errors, onEdit, beside = {}, typedAs = {}, showPassword }: Props) {
  return built.fields.map((name) => {
    const ui = built.uiSchema[name] as FieldUi;
    const value = values[name] ?? '';
    // A hidden field is not drawn: its default is in the machine's values from the start
    // (loginStartValues), and no form post reads the page's inputs.
    if (ui['ui:widget'] === 'hidden') return null;
    const typed = fieldInput(typedAs[name] ?? name);
    const hint = ui['ui:options'].hint;
    const error = errors[name];
    const id = `login-${name}`;
    const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    const label = (
      <label>
        {ui['ui:title']}
        <input name={name} {...typed} {...(ui['ui:widget'] === 'password' ? { type: showPassword ? 'text' : 'password', autoComplete: 'current-password' } : {})}
          placeholder={ui['ui:placeholder']} aria-invalid={error ? true : undefined} aria-describedby={described} value={value} onChange={(e) => onEdit(name, e.target.value)} />
      </label>
    );
    return (
      <div key={name} className="login-field">
        {beside[name] ? <div className={`row ${name}`}>{label}{beside[name]}</div> : label}
        {hint ? <p className="field-hint" id={`${id}-hint`}>{hint}</p> : null}
        {error ? <p className="field-error" id={`${id}-error`} role="alert">{error}</p> : null}
      </div>
    );
  });
}
