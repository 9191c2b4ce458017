// A dialog: role=dialog with its title as the accessible name, closed by Escape or the close button.
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Modal({ title, onClose, children, role = 'dialog' }: { title: string; onClose?: () => void; children: ReactNode; role?: 'dialog' | 'alertdialog' }) {
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
      <div className="modal" role={role} aria-modal="true" aria-labelledby={id}>
        <div className="modal-head">
          <h2 id={id}>{title}</h2>
          {onClose ? <button type="button" className="modal-close" aria-label={t('common.close')} onClick={onClose}>×</button> : null}
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>
  );
}
