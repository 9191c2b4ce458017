// The portal's modal: the design system's Dialog (focus trapped, Escape closes, focus returns
// to the opener) with the translated close label. `className="modal"` stays for older styles.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog.tsx';

/**
 * `flowState` (the sign-in machine's state value) is exposed as `data-flow-state`, so the
 * model-based browser tests can compare the live machine with the model after every step.
 */
export function Modal({ title, onClose, children, role = 'dialog', flowState, size }: { title: string; onClose?: () => void; children: ReactNode; role?: 'dialog' | 'alertdialog'; flowState?: unknown; size?: 'small' | 'medium' | 'large' }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={t('common.close')}
      role={role}
      size={size}
      className="modal"
      data={{ 'data-flow-state': flowState === undefined ? undefined : JSON.stringify(flowState) }}
    >
      {children}
    </Dialog>
  );
}
