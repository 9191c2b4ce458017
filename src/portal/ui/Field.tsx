// Form fields: a visible label, an optional hint and the error next to the field (in the user's
// language: callers pass translated text), wired with aria-describedby / aria-invalid.
import './ui.css';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldShell({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={`ui-field${error ? ' ui-field-invalid' : ''}`}>
      <label className="ui-label" htmlFor={id}>{label}</label>
      {children}
      {hint ? <p className="ui-hint" id={`${id}-hint`}>{hint}</p> : null}
      {error ? <p className="ui-error" id={`${id}-error`} role="alert">{error}</p> : null}
    </div>
  );
}

export function Input({ label, hint, error, id: given, className, ...rest }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input id={id} className={`ui-input${className ? ` ${className}` : ''}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...rest} />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The native select: the phone's own picker, keyboard and screen reader support for free. */
export function Select({ label, hint, error, options, id: given, className, ...rest }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] }) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select id={id} className={`ui-input ui-select${className ? ` ${className}` : ''}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...rest}>
        {options.map((o) => <option key={o.value} value={o.value} disabled={o.disabled}>{o.label}</option>)}
      </select>
    </FieldShell>
  );
}
