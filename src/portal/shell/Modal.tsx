// A dialog: role=dialog with its title as the accessible name, closed by Escape or the close button.
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `flowState` (the sign-in machine's state value) is exposed as `data-flow-state`, so the
 * model-based browser tests can compare the live machine with the model after every step.
 */
export function Modal({ title, onClose, children, role = 'dialog', flowState }: { title: string; onClose?: () => void; children: ReactNode; role?: 'dialog' | 'alertdialog'; flowState?: unknown }) {
  const { t } = useTranslation();
  const id = useId();
  useEffect(() => {
    if (!onClose) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop">
      <div className="modal" role={role} aria-modal="true" aria-labelledby={id} data-flow-state={flowState === undefined ? undefined : JSON.stringify(flowState)}>
        <div className="modal-head">
          <h2 id={id}>{title}</h2>
          {onClose ? <button type="button" className="modal-close" aria-label={t('common.close')} onClick={onClose}>×</button> : null}
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>
  );
}
