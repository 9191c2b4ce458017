// Everything that floats over the page: sign-in modals (lazy: xstate and rjsf load with them),
// the announcement popup, the confirm dialog, notices and (signed in) the live notification toasts.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../state/store.ts';
import { Toaster } from '../ui/Toast.tsx';
import { loadWithTimeout } from '../app/lazy.ts';
import { SectionBoundary } from '../app/SectionBoundary.tsx';
import { loadNotificationToasts } from '../features/notifications/index.ts';
import { ModalHostSection, preloadModal } from './modal-preload.ts';

const NotificationToasts = lazy(() => loadWithTimeout(loadNotificationToasts).then((m) => ({ default: m.NotificationToasts })));
// The announcements' popup opens on a tap of the marquee (or on load for a merchant with popup
// notices): its code (and the sanitiser's wrapper) loads then, not with a guest's first page.
const AnnouncementPopup = lazy(() => loadWithTimeout(() => import('./AnnouncementPopup.tsx')).then((m) => ({ default: m.AnnouncementPopup })));

// The confirm dialog and notices (and the dialog code they share) load with the first of them.
const Dialogs = lazy(() => loadWithTimeout(() => import('./Notices.tsx')).then((m) => ({ default: m.Dialogs })));

export function Overlays() {
  const { t } = useTranslation();
  const modal = usePortal((s) => s.modal);
  const announcementsOpen = usePortal((s) => s.announcementsOpen);
  const signedIn = usePortal((s) => s.isLogin);
  const dialogs = usePortal((s) => Boolean(s.confirm) || s.notices.length > 0);
  // The modal's chunk and data load alongside ModalHost's chunk, not after it.
  useEffect(() => preloadModal(modal), [modal]);
  return (
    <>
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
      {dialogs ? (
        <SectionBoundary>
          <Suspense fallback={null}>
            <Dialogs />
          </Suspense>
        </SectionBoundary>
      ) : null}
      {/* One stack for both kinds of toast: while a dialog is open the toasts move up from the
          foot of the screen (the dialog's buttons are there) and queue under the live ones. None
          leaves while the member points at or focuses them (ui/toast-timing.ts). */}
      <div className="toast-stack" data-toast-region>
        {signedIn ? (
          <SectionBoundary>
            <Suspense fallback={null}>
              <NotificationToasts />
            </Suspense>
          </SectionBoundary>
        ) : null}
        <Toaster closeLabel={t('common.close')} />
      </div>
    </>
  );
}
