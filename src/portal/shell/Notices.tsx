// The confirm dialog and the notices (Overlays.tsx loads them with the first one): a question
// the page asks before an action, and messages that need an OK.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, getState, setState, usePortal } from '../state/store.ts';
import { Modal } from './Modal.tsx';

function ConfirmDialog() {
  const { t } = useTranslation();
  const confirm = usePortal((s) => s.confirm);
  const [busy, setBusy] = useState(false);
  if (!confirm) return null;
  const close = () => {
    confirm.onCancel?.();
    setState({ confirm: null });
  };
  return (
    <Modal title={t('dialog.prompt')} onClose={close} role="alertdialog">
      <p>{t(confirm.messageKey)}</p>
      <div className="actions">
        <button type="button" className="btn" onClick={close}>{t('common.cancel')}</button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const current = confirm;
            try {
              await current.onConfirm();
            } finally {
              setBusy(false);
              if (getState().confirm === current) setState({ confirm: null });
            }
          }}
        >
          {t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}

function Notices() {
  const { t } = useTranslation();
  const notices = usePortal((s) => s.notices);
  const first = notices[0];
  if (!first) return null;
  return (
    <Modal title={t('dialog.prompt')} onClose={() => dismissNotice(first.id)} role="alertdialog">
      <p className="notice-message">{first.message}</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={() => dismissNotice(first.id)}>{t(first.buttonKey ?? 'common.ok')}</button>
      </div>
    </Modal>
  );
}

export function Dialogs() {
  return (
    <>
      <ConfirmDialog />
      <Notices />
    </>
  );
}
