// Buttons: one component for every action, so size (44 px touch target), focus ring and colours
// come from the theme tokens in one place (ui.css).
import './ui.css';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'quiet';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** An icon before the label (lucide icon element); aria-hidden is the caller's icon default. */
  icon?: ReactNode;
  /** Shows a spinner, disables the button and announces busy. */
  busy?: boolean;
  block?: boolean;
}

export function uiButtonClass(variant: ButtonVariant = 'secondary', size: 'medium' | 'small' = 'medium', block = false): string {
  return `ui-btn ui-btn-${variant}${size === 'small' ? ' ui-btn-small' : ''}${block ? ' ui-btn-block' : ''}`;
}

export function Button({ variant = 'secondary', size = 'medium', icon, busy = false, block = false, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type === 'submit' || type === 'reset' ? type : 'button'}
      className={`${uiButtonClass(variant, size, block)}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="ui-spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

/** A button with only an icon: the label is required, so screen readers say what it does. */
export function IconButton({ label, icon, className, ...rest }: Omit<ButtonProps, 'children' | 'icon'> & { label: string; icon: ReactNode }) {
  return (
    <button type="button" className={`ui-icon-btn${className ? ` ${className}` : ''}`} aria-label={label} title={label} {...rest}>
      {icon}
    </button>
  );
}
