// A route's access rule (app/access.ts) on screen (spec section 4): a guest is asked to log in,
// the trial account sees in_need_true_account with a submit button, a non-agent the agent message.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { openModal } from '../state/store.ts';
import { denialFor, useViewer, type Access } from './access.ts';

export function AccessGate({ access, children }: { access: Access; children: ReactNode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const denial = denialFor(access, useViewer());
  if (denial === 'login') {
    return (
      <section className="section" role="alert">
        <p>{t('error.notLoggedIn')}</p>
        <button type="button" className="btn" onClick={() => openModal('loginPopup')}>{t('auth.login')}</button>
      </section>
    );
  }
  if (denial === 'realAccount') {
    return (
      // An alert in the page, not a dialog: nothing is modal here and focus stays where it was.
      <section className="section" role="alert" aria-label={t('dialog.trueAccountNeeded')}>
        <p>{t('in_need_true_account')}</p>
        <button type="button" className="btn" onClick={() => navigate('/')}>{t('in_increase_submit')}</button>
      </section>
    );
  }
  if (denial === 'agent') {
    return <section className="section" role="alert"><p>{t('error.nonAgent')}</p></section>;
  }
  return <>{children}</>;
}
