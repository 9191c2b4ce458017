// forgetPassModal on the flows' forgotPassword machine: email tab (success shows in_been_out);
// the phone tab only with CHNGPASSVERIF3 (success signs in and goes to /).
import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { forgotPasswordMachine, type ForgotPasswordInput } from '../../../../flows/forgotPassword.machine.ts';
import { smsCountdownMachine } from '../../../../flows/smsCountdown.machine.ts';
import { useConfig } from '../../app/config-context.tsx';
import { loaderActions, openModal } from '../../state/store.ts';
import { browserEnv } from '../session/index.ts';
import { tokenActions } from '../signIn/index.ts';
import { Modal } from '../../shell/Modal.tsx';
import { fieldInput } from '../../shell/field-input.ts';
import { errorText } from '../../i18n/error-text.ts';
import { showSmsError, SmsButton } from '../smsCountdown/index.ts';
import { passwordRuleOf } from '../changePassword/index.ts';
import type { PatternRule } from '../../../shared/patterns.ts';
import { forgotPasswordActors } from './actors.ts';

export function ForgetPassModal() {
  const { t } = useTranslation();
  const config = useConfig();
  const rule = passwordRuleOf(config.registration.fields as Record<string, { pattern?: PatternRule }>);
  const input: ForgotPasswordInput = {
    phoneTab: config.features.forgotPasswordByPhone,
    smsThrottleMs: config.constants.smsThrottleMs,
    smsExpiredMinutes: config.constants.smsExpiredMinutes,
    ...(rule ? { passwordRule: rule } : {}),
  };
  const machine = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: forgotPasswordActors(browserEnv, showSmsError),
        actions: {
          ...loaderActions,
          storeToken: tokenActions(browserEnv).storeToken,
          closeModal: () => openModal(null),
          goToRoot: () => browserEnv.navigate('/'),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input });
  const ctx = snapshot.context;
  const state = snapshot.value as string;
  const phone = state === 'phone' || state === 'resettingByPhone';
  const smsRef = snapshot.children.sms as ActorRefFrom<typeof smsCountdownMachine> | undefined;
  const close = () => openModal(null);
  const formError = ctx.formError ? t(ctx.formError, { min: rule?.min ?? 6, max: rule?.max ?? 20 }) : ctx.error ? errorText(t, ctx.error) : null;
  if (state === 'emailSent' || state === 'passwordReset') {
    return (
      <Modal title={t('forgot.title')} onClose={close}>
        <p role="status">{state === 'emailSent' ? t(ctx.message ?? 'in_been_out') : t('forgot.resetSignIn')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>{t('auth.login')}</button>
      </Modal>
    );
  }
  const edit = (name: keyof typeof ctx.fields) => (e: React.ChangeEvent<HTMLInputElement>) => send({ type: 'EDIT', values: { [name]: e.target.value } });
  return (
    <Modal title={t('forgot.title')} onClose={close}>
      {input.phoneTab ? (
        <div role="tablist" className="tabs">
          <button type="button" role="tab" aria-selected={!phone} onClick={() => send({ type: 'SHOW_EMAIL' })}>{t('forgot.byEmail')}</button>
          <button type="button" role="tab" aria-selected={phone} onClick={() => send({ type: 'SHOW_PHONE' })}>{t('forgot.byPhone')}</button>
        </div>
      ) : null}
      <form className="form" noValidate onSubmit={(e) => { e.preventDefault(); send({ type: 'SUBMIT' }); }}>
        {phone ? (
          <>
            <label>{t('field.mobileNum')}<input name="mobileNum" {...fieldInput('mobileNum')} value={ctx.fields.mobileNum} onChange={edit('mobileNum')} /></label>
            <div className="row">
              <label>{t('field.verificationCode')}<input name="verificationCode" {...fieldInput('verificationCode')} value={ctx.fields.verificationCode} onChange={edit('verificationCode')} /></label>
              {smsRef ? <SmsButton actor={smsRef} onSend={() => send({ type: 'GET_CODE' })} /> : null}
            </div>
            <label>{t('field.newPassword')}<input name="newPassword" {...fieldInput('newPassword')} value={ctx.fields.newPassword} onChange={edit('newPassword')} /></label>
          </>
        ) : (
          <>
            <label>{t('field.username')}<input name="username" {...fieldInput('username')} value={ctx.fields.username} onChange={edit('username')} /></label>
            <label>{t('field.email')}<input name="email" {...fieldInput('email')} value={ctx.fields.email} onChange={edit('email')} /></label>
          </>
        )}
        {formError ? <p className="form-error" role="alert">{formError}</p> : null}
        <button type="submit" className="btn btn-primary">{t('forgot.submit')}</button>
      </form>
    </Modal>
  );
}
