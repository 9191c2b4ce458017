// forgetPassModal on the flows' forgotPassword machine: email tab (success shows in_been_out);
// the phone tab only with CHNGPASSVERIF3 (success signs in and goes to /). Each tab renders from
// its call's request schema (forgotPasswordEmail, forgotPasswordPhone) with the merchant's
// forms.<call> settings; the machine keeps the values and its rules, each problem under its field.
import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import emailContract from '../../../../schemas/api/forgotPasswordEmail.json';
import phoneContract from '../../../../schemas/api/forgotPasswordPhone.json';
import { forgotPasswordMachine, type ForgotPasswordFields, type ForgotPasswordInput } from '../../../../flows/forgotPassword.machine.ts';
import { smsCountdownMachine } from '../../../../flows/smsCountdown.machine.ts';
import { PlatformError } from '../../../shared/api/index.ts';
import { useConfig } from '../../app/config-context.tsx';
import { SchemaForm, useBuiltForm, type RenderedFormState, type Values } from '../../forms/SchemaForm.tsx';
import { placeServerError } from '../../forms/server-errors.ts';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { loaderActions, openModal } from '../../state/store.ts';
import { browserEnv } from '../session/index.ts';
import { tokenActions } from '../signIn/index.ts';
import { Modal } from '../../shell/Modal.tsx';
import { showSmsError, SmsButton } from '../smsCountdown/index.ts';
import { passwordRuleOf } from '../changePassword/index.ts';
import type { PatternRule } from '../../../shared/patterns.ts';
import { forgotPasswordActors } from './actors.ts';

const EMAIL_SPEC: Record<string, FieldSpec> = {
  username: { widget: 'text', label: 'field.username', autoComplete: 'username' },
  email: { widget: 'text', label: 'field.email', type: 'email', inputMode: 'email', autoComplete: 'email' },
};
const PHONE_SPEC: Record<string, FieldSpec> = {
  mobileNum: { widget: 'text', label: 'field.mobileNum', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  verificationCode: { widget: 'text', label: 'field.verificationCode', inputMode: 'numeric', autoComplete: 'one-time-code' },
  newPassword: { widget: 'password', label: 'field.newPassword', autoComplete: 'new-password' },
};

const fieldOfCode = (code: string) => (code.startsWith('sms.') || code.startsWith('verification') ? 'verificationCode' : code.startsWith('password.') ? 'newPassword' : null);

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
  const call = phone ? 'forgotPasswordPhone' : 'forgotPasswordEmail';
  const emailForm = useBuiltForm('forgotPasswordEmail', EMAIL_SPEC, emailContract.request);
  const phoneForm = useBuiltForm('forgotPasswordPhone', PHONE_SPEC, phoneContract.request);
  const { built, patternErrors } = phone ? phoneForm : emailForm;
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  // A refusal from the platform shows until the member edits again or changes tab.
  const [seenError, setSeenError] = useState<unknown>(null);
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
  const values: Values = Object.fromEntries(built.fields.map((name) => [name, ctx.fields[name as keyof ForgotPasswordFields] ?? '']));
  const server = ctx.error && ctx.error !== seenError
    ? placeServerError(new PlatformError(ctx.error.errorCode ?? 'unknown', ctx.error.message ?? '', 0, ctx.error.value ?? null), built.fields, t, fieldOfCode)
    : { fields: {}, form: null };
  // The machine's first problem of the tab shown, under its field.
  const problem = ctx.formError && built.fields.includes(ctx.formError.field)
    ? { [ctx.formError.field]: t(ctx.formError.messageKey, { min: rule?.min ?? 6, max: rule?.max ?? 20 }) } : {};
  const state: RenderedFormState = {
    call, values, errors: { ...server.fields, ...problem, ...ownErrors }, formError: server.form, fields: built.fields, built,
    setValues: (next) => { setSeenError(ctx.error); send({ type: 'EDIT', values: next }); },
    setErrors: (left) => setOwnErrors((own) => Object.fromEntries(Object.entries(own).filter(([name]) => name in left))),
    setFormError: () => undefined,
  };
  const showTab = (type: 'SHOW_EMAIL' | 'SHOW_PHONE') => { setOwnErrors({}); setSeenError(ctx.error); send({ type }); };
  const submit = () => {
    const found = patternErrors(values);
    setOwnErrors(found);
    if (Object.keys(found).length === 0) send({ type: 'SUBMIT' });
  };
  const beside = phone && smsRef ? { verificationCode: <SmsButton actor={smsRef} onSend={() => send({ type: 'GET_CODE' })} /> } : undefined;
  return (
    <Modal title={t('forgot.title')} onClose={close}>
      {input.phoneTab ? (
        <div role="tablist" className="tabs">
          <button type="button" role="tab" aria-selected={!phone} onClick={() => showTab('SHOW_EMAIL')}>{t('forgot.byEmail')}</button>
          <button type="button" role="tab" aria-selected={phone} onClick={() => showTab('SHOW_PHONE')}>{t('forgot.byPhone')}</button>
        </div>
      ) : null}
      <SchemaForm key={call} state={state} className="form forgot-password-form" beside={beside} onSubmit={submit}>
        <button type="submit" className="btn btn-primary">{t('forgot.submit')}</button>
      </SchemaForm>
    </Modal>
  );
}
