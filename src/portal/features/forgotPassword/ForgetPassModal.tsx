// forgetPassModal on the flows' forgotPassword machine: email tab (success shows in_been_out);
// the phone tab only with CHNGPASSVERIF3 (success signs in and goes to /). The fields render from
// each tab's call's schema with the merchant's settings (ForgotForm.tsx, loaded with the modal).
import { lazy, Suspense, useMemo } from 'react';
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
import { showSmsError, SmsButton } from '../smsCountdown/index.ts';
import { passwordRuleOf } from '../changePassword/index.ts';
import type { PatternRule } from '../../../shared/patterns.ts';
import { forgotPasswordActors } from './actors.ts';

const ForgotForm = lazy(() => import('./ForgotForm.tsx').then((m) => ({ default: m.ForgotForm })));

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
  const step = snapshot.value as string;
  const phone = step === 'phone' || step === 'resettingByPhone';
  const smsRef = snapshot.children.sms as ActorRefFrom<typeof smsCountdownMachine> | undefined;
  const close = () => openModal(null);
  if (step === 'emailSent' || step === 'passwordReset') {
    return (
      <Modal title={t('forgot.title')} onClose={close}>
        <p role="status">{step === 'emailSent' ? t(ctx.message ?? 'in_been_out') : t('forgot.resetSignIn')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>{t('auth.login')}</button>
      </Modal>
    );
  }
  return (
    <Modal title={t('forgot.title')} onClose={close}>
      {input.phoneTab ? (
        <div role="tablist" className="tabs">
          <button type="button" role="tab" aria-selected={!phone} onClick={() => send({ type: 'SHOW_EMAIL' })}>{t('forgot.byEmail')}</button>
          <button type="button" role="tab" aria-selected={phone} onClick={() => send({ type: 'SHOW_PHONE' })}>{t('forgot.byPhone')}</button>
        </div>
      ) : null}
      <Suspense fallback={null}>
        <ForgotForm key={phone ? 'phone' : 'email'} phone={phone} ctx={ctx} send={send} lengths={{ min: rule?.min ?? 6, max: rule?.max ?? 20 }}
          smsButton={smsRef ? <SmsButton actor={smsRef} onSend={() => send({ type: 'GET_CODE' })} /> : null} />
      </Suspense>
    </Modal>
  );
}
