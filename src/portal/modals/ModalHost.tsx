// The sign-in modals, one chunk with xstate; the register form (rjsf) is a further chunk.
import { lazy, Suspense } from 'react';
import { usePortal } from '../state/store.ts';
import { LoginModal } from './LoginModal.tsx';
import { ForgetPassModal } from './ForgetPassModal.tsx';
import { ChangePassModal } from './ChangePassModal.tsx';
import { loadWithTimeout } from '../app/lazy.ts';

const RegisterModal = lazy(() => loadWithTimeout(() => import('./RegisterModal.tsx')).then((m) => ({ default: m.RegisterModal })));

export function ModalHost() {
  const modal = usePortal((s) => s.modal);
  const loading = usePortal((s) => s.loading);
  return (
    <>
      {modal === 'login' ? <LoginModal variant="loginModal" /> : null}
      {modal === 'loginPopup' ? <LoginModal variant="loginPopupModal" /> : null}
      {modal === 'register' ? <Suspense fallback={null}><RegisterModal /></Suspense> : null}
      {modal === 'forgetPass' ? <ForgetPassModal /> : null}
      {modal === 'changePass' ? <ChangePassModal /> : null}
      {loading ? <div className="loader" role="progressbar" aria-label="loading" /> : null}
    </>
  );
}
