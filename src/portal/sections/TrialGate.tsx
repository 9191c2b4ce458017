// Spec section 4: a trial account (type 4) opening member or agent centre (or a real action)
// sees in_need_true_account with a submit button and is blocked.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { openModal, TRIAL_TYPE, usePortal } from '../state/store.ts';

export function TrialGate({ children, guestAllowed = false }: { children: ReactNode; guestAllowed?: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const member = usePortal((s) => s.member);
  const isLogin = usePortal((s) => s.isLogin);
  if (!isLogin && !guestAllowed) {
    return (
      <section className="section" role="alert">
        <p>{t('error.notLoggedIn')}</p>
        <button type="button" className="btn" onClick={() => openModal('loginPopup')}>{t('auth.login')}</button>
      </section>
    );
  }
  if (member?.type === TRIAL_TYPE && !guestAllowed) {
    return (
      <section className="section" role="alertdialog" aria-label={t('dialog.trueAccountNeeded')}>
        <p>{t('in_need_true_account')}</p>
        <button type="button" className="btn" onClick={() => navigate('/')}>{t('in_increase_submit')}</button>
      </section>
    );
  }
  return <>{children}</>;
}
