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
import { Input } from '../../ui/index.ts';
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
  // A problem of a field shows under that field; the platform's answer under the form.
  const fieldError = (name: keyof typeof ctx.fields) =>
    ctx.formError?.field === name ? t(ctx.formError.messageKey, { min: rule?.min ?? 6, max: rule?.max ?? 20 }) : undefined;
  const formError = ctx.error ? errorText(t, ctx.error) : null;
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
            <Input label={t('field.mobileNum')} name="mobileNum" {...fieldInput('mobileNum')} value={ctx.fields.mobileNum} onChange={edit('mobileNum')} error={fieldError('mobileNum')} />
            <div className="row">
              <Input label={t('field.verificationCode')} name="verificationCode" {...fieldInput('verificationCode')} value={ctx.fields.verificationCode} onChange={edit('verificationCode')} error={fieldError('verificationCode')} />
              {smsRef ? <SmsButton actor={smsRef} onSend={() => send({ type: 'GET_CODE' })} /> : null}
            </div>
            <Input label={t('field.newPassword')} name="newPassword" {...fieldInput('newPassword')} value={ctx.fields.newPassword} onChange={edit('newPassword')} error={fieldError('newPassword')} />
          </>
        ) : (
          <>
            <Input label={t('field.username')} name="username" {...fieldInput('username')} value={ctx.fields.username} onChange={edit('username')} error={fieldError('username')} />
            <Input label={t('field.email')} name="email" {...fieldInput('email')} value={ctx.fields.email} onChange={edit('email')} error={fieldError('email')} />
          </>
        )}
        {formError ? <p className="form-error" role="alert">{formError}</p> : null}
        <button type="submit" className="btn btn-primary">{t('forgot.submit')}</button>
      </form>
    </Modal>
  );
}
