// changePassModal on the flows' changePassword machine: first login, expired or default password
// (the old password is known from the login and not asked again), or the member's own change.
// Success signs in again with the new password and goes to /.
import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { changePasswordMachine, oldPasswordAsked, type ChangePasswordInput } from '../../../../flows/changePassword.machine.ts';
import { useConfig } from '../../app/config-context.tsx';
import { getState, openModal, setState, usePortal } from '../../state/store.ts';
import { getSession, setSession } from '../../state/session.ts';
import { browserEnv, endSessionLocally } from '../session/index.ts';
import { tokenActions } from '../signIn/index.ts';
import { Modal } from '../../shell/Modal.tsx';
import { fieldInput } from '../../shell/field-input.ts';
import { errorText } from '../../i18n/error-text.ts';
import { changePasswordActors } from './actors.ts';
import { passwordRuleOf } from './password-rule.ts';
import { forgetTypedCredentials, takeTypedCredentials } from './typed-password.ts';
import type { PatternRule } from '../../../shared/patterns.ts';

export function ChangePassModal() {
  const { t } = useTranslation();
  const config = useConfig();
  const reason = usePortal((s) => s.changePassReason) ?? 'user';
  const rule = passwordRuleOf(config.registration.fields as Record<string, { pattern?: PatternRule }>);
  const forced = reason !== 'user';
  const typed = forced ? takeTypedCredentials() : null;
  const input: ChangePasswordInput = {
    forced,
    username: typed?.username || getSession('account') || getState().member?.account || '',
    currentPassword: typed?.password ?? null,
    ...(rule ? { passwordRule: rule } : {}),
  };
  const machine = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: changePasswordActors(browserEnv),
        actions: {
          showLoader: () => setState({ loading: true }),
          hideLoader: () => setState({ loading: false }),
          storeToken: tokenActions(browserEnv).storeToken,
          closeModal: () => {
            setSession('cpw', null);
            forgetTypedCredentials();
            openModal(null);
          },
          goToRoot: () => browserEnv.navigate('/'),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input });
  const ctx = snapshot.context;
  const askOld = oldPasswordAsked(ctx.config);
  // A forced change cannot be dismissed; the member may only sign out instead.
  const close = () => {
    forgetTypedCredentials();
    send({ type: 'CANCEL' });
    openModal(null);
  };
  const signOut = () => {
    forgetTypedCredentials();
    endSessionLocally();
  };
  if (snapshot.value === 'changed') {
    return (
      <Modal title={t('changePass.title')} onClose={() => { endSessionLocally(); openModal('login'); }}>
        <p role="status">{t('changePass.doneSignInAgain')}</p>
      </Modal>
    );
  }
  const formError = ctx.formError ? t(ctx.formError, { min: rule?.min ?? 6, max: rule?.max ?? 20 }) : ctx.error ? errorText(t, ctx.error) : null;
  return (
    <Modal title={t('changePass.title')} {...(forced ? {} : { onClose: close })}>
      <form className="form" noValidate onSubmit={(e) => { e.preventDefault(); send({ type: 'SUBMIT' }); }}>
        {forced ? <p className="form-hint" role="status">{t(`changePass.reason.${reason}`)}</p> : null}
        {askOld ? (
          <label>
            {t('field.oldPassword')}
            <input name="oldPassword" {...fieldInput('oldPassword')} value={ctx.fields.oldPassword} onChange={(e) => send({ type: 'EDIT', values: { oldPassword: e.target.value } })} />
          </label>
        ) : null}
        <label>
          {t('field.newPassword')}
          <input name="newPassword" {...fieldInput('newPassword')} value={ctx.fields.newPassword} onChange={(e) => send({ type: 'EDIT', values: { newPassword: e.target.value } })} />
        </label>
        <label>
          {t('field.confirmNewPassword')}
          <input name="confirmNewPassword" {...fieldInput('confirmNewPassword')} value={ctx.fields.confirmNewPassword} onChange={(e) => send({ type: 'EDIT', values: { confirmNewPassword: e.target.value } })} />
        </label>
        {formError ? <p className="form-error" role="alert">{formError}</p> : null}
        <button type="submit" className="btn btn-primary" disabled={snapshot.value !== 'editing'}>{t('changePass.submit')}</button>
        {forced ? <button type="button" className="link" onClick={signOut}>{t('auth.logout')}</button> : null}
      </form>
    </Modal>
  );
}
