/**
 * The desk's fields as rjsf widgets for the shared schema form (shared/forms/SchemaFormView.tsx):
 * plain inputs in the desk's style, each with its label, and its error under it, tied to the
 * input for screen readers. Values stay text; the dialog checks them before anything is sent.
 */
import type { FieldTemplateProps, ObjectFieldTemplateProps, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { useMe } from '../session.ts';

interface Options {
  maxLength?: number;
  rows?: number;
  decimals?: number;
  inputMode?: 'numeric' | 'text' | 'decimal';
  /** The autofill token (username, current-password, one-time-code); off by default. */
  autoComplete?: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
// rjsf's ids are <prefix>_<field> (the prefix is the call's name, without '_').
const nameOf = (props: WidgetProps) => props.id.slice(props.id.indexOf('_') + 1);

function Field({ props, children }: { props: WidgetProps; children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const error = props.rawErrors?.[0];
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${props.id}-error` } : {})}
      {error ? <span className="error field-error" id={`${props.id}-error`} role="alert">{error}</span> : null}
    </div>
  );
}

/** One line, or several for a textarea (a reason, a reply), or a password. */
function TextWidget(props: WidgetProps) {
  const { maxLength, rows, inputMode, multiline, autoComplete, password } = props.options as Options & { multiline?: boolean; password?: boolean };
  const own = { id: props.id, name: nameOf(props), maxLength, value: text(props.value), onChange: (e: { target: { value: string } }) => props.onChange(e.target.value) };
  return (
    <Field props={props}>
      {(aria) => (multiline ? <textarea {...own} {...aria} rows={rows ?? 2} /> : (
        // A form of one field at a time (the sign-in's code step) asks for it at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        <input {...own} {...aria} type={password ? 'password' : 'text'} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} autoFocus={props.autofocus} />
      ))}
    </Field>
  );
}

function PasswordWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, password: true }} />;
}

function TextareaWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, multiline: true }} />;
}

/** An amount in the merchant's currency: the decimal keypad only when the currency has decimals; the text is never rewritten. */
function MoneyWidget(props: WidgetProps) {
  const decimals = useMe().data?.currency.decimals ?? 2;
  return (
    <Field props={props}>
      {(aria) => (
        <input id={props.id} name={nameOf(props)} inputMode={decimals > 0 ? 'decimal' : 'numeric'} autoComplete="off" spellCheck={false} data-money-field="" {...aria}
          value={text(props.value)} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </Field>
  );
}

export const deskWidgets: RegistryWidgetsType = { TextWidget, text: TextWidget, textarea: TextareaWidget, password: PasswordWidget, money: MoneyWidget };

/** Each widget draws its own label and error, so the field frame adds nothing. */
function FieldTemplate({ children }: FieldTemplateProps) {
  return children;
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <>{properties.map((p) => (p.hidden ? null : <div key={p.name}>{p.content}</div>))}</>;
}

export const deskTemplates = { FieldTemplate, ObjectFieldTemplate };
