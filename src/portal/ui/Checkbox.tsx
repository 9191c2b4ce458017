// The design system's checkbox: its own box (ui.css), never the browser's. The native input stays,
// unseen, over the whole control, so a click anywhere on it, the keyboard (Tab, Space), forms and
// screen readers work as for any checkbox; the control is at least a touch target tall and wide.
// Not in index.ts: imported from its own file, it stays out of the components' shared chunk.
import './ui.css';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label; without one, name the box with aria-label. */
  label?: ReactNode;
}

export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={className ? `ui-checkbox ${className}` : 'ui-checkbox'}>
      <input type="checkbox" {...input} />
      <span className="ui-checkbox-box" aria-hidden="true" />
      {label}
    </label>
  );
}
