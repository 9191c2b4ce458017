// Dialog (centred) and Sheet (from the bottom on phones, from the side on wide screens as a
// drawer): modal, focus trapped, Escape and the backdrop close, focus returns to the opener.
// The page behind does not scroll (html[data-dialogs]), so there is one scroll area at a time.
// A sheet is rendered into <body>: its opener may sit in a stacking context (the phone's drawer
// opens from the sticky header), which kept it under later layers such as the bottom tab bar.
// Dialogs stay where they are rendered: the app's overlays (shell/Overlays.tsx) are at the root,
// and their order there is their layering (a notice or a confirmation over the login dialog),
// which mounting into <body> one after another would turn into the order they opened in.
import './ui.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useFocusTrap } from '../../shared/ui/focus-trap.ts';

export interface DialogProps {
  title: ReactNode;
  /** Without it the dialog cannot be dismissed (a step the user must answer). */
  onClose?: () => void;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  className?: string;
  /** Extra attributes on the dialog element (data-* for tests). */
  data?: Record<`data-${string}`, string | undefined>;
}

function useLockedPage(): void {
  useEffect(() => {
    const root = document.documentElement;
    const count = Number(root.dataset.dialogs ?? '0') + 1;
    root.dataset.dialogs = String(count);
    return () => {
      const left = Number(root.dataset.dialogs ?? '1') - 1;
      if (left <= 0) delete root.dataset.dialogs;
      else root.dataset.dialogs = String(left);
    };
  }, []);
}

// The backdrop's mousedown would move focus to <body> after the dialog gave it back: prevented.
function Surface({ kind, side, title, onClose, closeLabel, children, footer, role = 'dialog', size = 'medium', className, data }: DialogProps & { kind: 'dialog' | 'sheet'; side?: 'bottom' | 'start' | 'end' }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useLockedPage();
  useFocusTrap(ref, onClose);
  const surface = (
    <div role="presentation" className={`ui-backdrop ui-backdrop-${kind}`} onMouseDown={(e) => { if (e.target === e.currentTarget) e.preventDefault(); }} onClick={(e) => { if (e.target === e.currentTarget) onClose?.(); }}>
      <div
        ref={ref}
        className={`ui-${kind} ui-${kind}-${kind === 'sheet' ? side ?? 'bottom' : size}${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={id}
        tabIndex={-1}
        {...data}
      >
        <div className="ui-dialog-head">
          <h2 id={id} className="ui-dialog-title">{title}</h2>
          {onClose ? (
            <button type="button" className="ui-icon-btn ui-dialog-close" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
              <X aria-hidden="true" size={22} />
            </button>
          ) : null}
        </div>
        <div className="ui-dialog-body">{children}</div>
        {footer ? <div className="ui-dialog-foot">{footer}</div> : null}
      </div>
    </div>
  );
  // A server render has no document (and no sheet is open in one).
  return kind === 'sheet' && typeof document !== 'undefined' ? createPortal(surface, document.body) : surface;
}

export function Dialog(props: DialogProps) {
  return <Surface kind="dialog" {...props} />;
}

export function Sheet(props: DialogProps & { side?: 'bottom' | 'start' | 'end' }) {
  return <Surface kind="sheet" {...props} />;
}
