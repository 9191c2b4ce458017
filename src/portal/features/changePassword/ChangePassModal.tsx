// changePassModal on the flows' changePassword machine: first login, expired or default password
// (the old password is known from the login and not asked again), or the member's own change.
// The fields render from the call's request schema with the merchant's forms.changePassword
// settings; the machine keeps the values and its rules, each problem shows under its field.
// Success signs in again with the new password and goes to /.
import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/changePassword.json';
import { changePasswordMachine, oldPasswordAsked, type ChangePasswordInput } from '../../../../flows/changePassword.machine.ts';
import { changePasswordProblem } from '../../../../flows/rules/password.ts';
import { useConfig } from '../../app/config-context.tsx';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { useMachineForm } from '../../forms/useMachineForm.ts';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { getState, openModal, setState, usePortal } from '../../state/store.ts';
import { getSession, setSession } from '../../state/session.ts';
import { browserEnv, endSessionLocally } from '../session/index.ts';
import { tokenActions } from '../signIn/index.ts';
import { Modal } from '../../shell/Modal.tsx';
import { changePasswordActors } from './actors.ts';
import { passwordRuleOf } from './password-rule.ts';
import { forgetTypedCredentials, takeTypedCredentials } from './typed-password.ts';
import type { PatternRule } from '../../../shared/patterns.ts';

const specOf = (askOld: boolean): Record<string, FieldSpec> => ({
  ...(askOld ? { oldPassword: { widget: 'password', label: 'field.oldPassword', autoComplete: 'current-password' } } : {}),
  newPassword: { widget: 'password', label: 'field.newPassword', autoComplete: 'new-password' },
  confirmNewPassword: { widget: 'password', label: 'field.confirmNewPassword', autoComplete: 'new-password' },
});

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
  const spec = useMemo(() => specOf(askOld), [askOld]);
  const problem = ctx.formError ? changePasswordProblem(ctx.fields, askOld, ctx.config.passwordRule) : null;
  const { state, submit } = useMachineForm({
    call: 'changePassword', spec, request: callSchema.request, values: ctx.fields, error: ctx.error, send,
    problem: problem ? { [problem.field]: t(problem.messageKey, { min: rule?.min ?? 6, max: rule?.max ?? 20 }) } : null,
  });
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
  return (
    <Modal title={t('changePass.title')} {...(forced ? {} : { onClose: close })}>
      {forced ? <p className="form-hint" role="status">{t(`changePass.reason.${reason}`)}</p> : null}
      <SchemaForm state={state} className="form change-password-form" onSubmit={submit}>
        <button type="submit" className="btn btn-primary" disabled={snapshot.value !== 'editing'}>{t('changePass.submit')}</button>
        {forced ? <button type="button" className="link" onClick={signOut}>{t('auth.logout')}</button> : null}
      </SchemaForm>
    </Modal>
  );
}
