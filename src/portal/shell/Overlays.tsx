// Everything that floats over the page: sign-in modals (lazy: xstate and rjsf load with them),
// the announcement popup, the confirm dialog, notices and (signed in) the live notification toasts.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, getState, setState, usePortal } from '../state/store.ts';
import { Modal } from './Modal.tsx';
import { Toaster } from '../ui/Toast.tsx';
import { loadWithTimeout } from '../app/lazy.ts';
import { SectionBoundary } from '../app/SectionBoundary.tsx';
import { loadNotificationToasts } from '../features/notifications/index.ts';
import { ModalHostSection, preloadModal } from './modal-preload.ts';

const NotificationToasts = lazy(() => loadWithTimeout(loadNotificationToasts).then((m) => ({ default: m.NotificationToasts })));
// The announcements' popup opens on a tap of the marquee (or on load for a merchant with popup
// notices): its code (and the sanitiser's wrapper) loads then, not with a guest's first page.
const AnnouncementPopup = lazy(() => loadWithTimeout(() => import('./AnnouncementPopup.tsx')).then((m) => ({ default: m.AnnouncementPopup })));

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

export function Overlays() {
  const { t } = useTranslation();
  const modal = usePortal((s) => s.modal);
  const announcementsOpen = usePortal((s) => s.announcementsOpen);
  const signedIn = usePortal((s) => s.isLogin);
  // The modal's chunk and data load alongside ModalHost's chunk, not after it.
  useEffect(() => preloadModal(modal), [modal]);
  return (
    <>
      {signedIn ? (
        <SectionBoundary>
          <Suspense fallback={null}>
            <NotificationToasts />
          </Suspense>
        </SectionBoundary>
      ) : null}
      {modal ? (
        <SectionBoundary>
          <Suspense fallback={null}>
            <ModalHostSection />
          </Suspense>
        </SectionBoundary>
      ) : null}
      {announcementsOpen ? (
        <SectionBoundary>
          <Suspense fallback={null}>
            <AnnouncementPopup />
          </Suspense>
        </SectionBoundary>
      ) : null}
      <ConfirmDialog />
      <Notices />
      <Toaster closeLabel={t('common.close')} />
    </>
  );
}
