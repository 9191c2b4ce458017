// The sign-in modals: login in this chunk (its machine-driven part, with xstate, in a further one);
// register (rjsf), forgot and change password each in a further chunk, loaded when opened.
import { lazy, Suspense } from 'react';
import { usePortal } from '../state/store.ts';
import { LoginModal } from '../features/login/index.ts';
import { loadChangePassModal } from '../features/changePassword/index.ts';
import { loadForgetPassModal } from '../features/forgotPassword/index.ts';
import { loadRegisterModal } from '../features/registration/index.ts';
import { loadWithTimeout } from '../app/lazy.ts';

const RegisterModal = lazy(() => loadWithTimeout(loadRegisterModal).then((component) => ({ default: component })));
const ForgetPassModal = lazy(() => loadWithTimeout(loadForgetPassModal).then((component) => ({ default: component })));
const ChangePassModal = lazy(() => loadWithTimeout(loadChangePassModal).then((component) => ({ default: component })));

export function ModalHost() {
  const modal = usePortal((s) => s.modal);
  const loading = usePortal((s) => s.loading);
  return (
    <>
      {modal === 'login' ? <LoginModal variant="loginModal" /> : null}
      {modal === 'loginPopup' ? <LoginModal variant="loginPopupModal" /> : null}
      {modal === 'register' ? <Suspense fallback={null}><RegisterModal /></Suspense> : null}
      {modal === 'forgetPass' ? <Suspense fallback={null}><ForgetPassModal /></Suspense> : null}
      {modal === 'changePass' ? <Suspense fallback={null}><ChangePassModal /></Suspense> : null}
      {loading ? <div className="loader" role="progressbar" aria-label="loading" /> : null}
    </>
  );
}
