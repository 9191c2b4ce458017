// The login form on the flows' login machine (its own chunk, with xstate): username/password,
// SMS code, third-party channels, quick login, captcha, IP-verification and 2FA steps (the
// code step, VerificationStep.tsx, renders through rjsf in a chunk of its own). The first
// screen's modal (LoginModal.tsx) hands over what was typed and the action that needed the machine.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import type { ActorRefFrom } from 'xstate';
import { loginMachine, type LoginEvent, type LoginField, type LoginInput } from '../../../../flows/login.machine.ts';
import { smsCountdownMachine } from '../../../../flows/smsCountdown.machine.ts';
import { passwordChangeForced } from '../../../../flows/rules/login.ts';
import { useConfig } from '../../app/config-context.tsx';
import { loaderActions, openModal, setState } from '../../state/store.ts';
import { setSession } from '../../state/session.ts';
import { browserEnv } from '../session/index.ts';
import { tokenActions } from '../signIn/index.ts';
import { Modal } from '../../shell/Modal.tsx';
import { callSchemaFieldOf, placeServerError } from '../../forms/server-errors.ts';
import { PlatformError } from '../../../shared/api/index.ts';
import type { FlowError } from '../../../../flows/types.ts';
import { showSmsError, SmsButton } from '../smsCountdown/index.ts';
import { rememberTypedCredentials } from '../changePassword/index.ts';
import { loginActors } from './actors.ts';
import { signInWithIdp } from './idp.ts';
import { LoginForm } from './LoginForm.tsx';
import { LOGIN_CALL } from './login-fields.ts';

const VerificationStep = lazy(() => import('./VerificationStep.tsx').then((m) => ({ default: m.VerificationStep })));
const PASSWORD_FIELDS = ['username', 'password'];
const SMS_FIELDS = ['mobileNum', 'password'];

export interface LoginStart {
  variant: 'loginModal' | 'loginPopupModal';
  captchaRequired: boolean;
  quickLoginOffered: boolean;
  values: Record<LoginField, string>;
  showPassword: boolean;
  rememberDevice: boolean;
  /** What the member did that needed the machine (submit, SMS tab, quick login, ...). */
  events: LoginEvent[];
  /** The field the first form's focus was in, kept in this form (a captcha asked for while typing). */
  focus?: LoginField | null;
}

export function LiveLogin({ start }: { start: LoginStart }) {
  const { t } = useTranslation();
  const config = useConfig();
  const f = config.features;
  const [rememberDevice, setRememberDevice] = useState(start.rememberDevice);
  const [showPassword, setShowPassword] = useState(start.showPassword);
  const [seenError, setSeenError] = useState<FlowError | null>(null);
  const rememberRef = useRef(rememberDevice);
  rememberRef.current = rememberDevice;
  const input: LoginInput = {
    smsLogin: f.smsLogin,
    thirdPartySignIn: f.thirdPartySignIn,
    quickLogin: start.quickLoginOffered,
    forcePasswordChange: f.forcePasswordChange,
    passwordExpiryOn: f.passwordPolicy.enabled && f.passwordPolicy.expiryDays > 0,
    defaultPassword: null,
    captchaRefreshMs: config.constants.captchaRefreshMs,
    smsThrottleMs: config.constants.smsThrottleMs,
    loginSmsCountdownSeconds: config.constants.loginSmsCountdownSeconds,
    smsExpiredMinutes: config.constants.smsExpiredMinutes,
  };
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: loginActors(browserEnv, {
          rememberDevice: () => rememberRef.current,
          signInWithIdp,
          showSmsError,
          noQuickLoginTokenMessage: i18next.t('error.functionNotEnabled'),
        }),
        actions: {
          ...loaderActions,
          // clearToken: the machine stays on the form: drop the half-made session, keep the modal open.
          ...tokenActions(browserEnv),
          // A password login that must change the password (now, or after the first-login call: the
          // machine's guard, on the same values) marks it with the token, so a page started before
          // the change is done does not count as signed in (state/session.ts startupDecision).
          // Quick login never forces the change.
          storeToken: ({ context, event }) => {
            const type = (event as { type: string }).type;
            const forced = (type === 'xstate.done.actor.submitLogin' || type === 'xstate.done.actor.submitCode') && context.result !== null && passwordChangeForced(context.result, context.type, context.password, context.config);
            if (forced) setSession('cpw', 1);
            tokenActions(browserEnv).storeToken({ context });
          },
          openChangePassword: ({ context }) => {
            rememberTypedCredentials(context.username.trim(), context.password.trim());
            setSession('cpw', 1);
            const reason = context.result?.passwordExpired ? 'expired' : context.result?.firstTimeLogin ? 'firstLogin' : 'defaultPassword';
            openModal('changePass', reason);
          },
          goHome: () => {
            setState({ modal: null });
            if (window.location.pathname !== '/') browserEnv.navigate('/');
          },
        },
      }),
    // The machine is built once per modal; config does not change while it is open.
    [],
  );
  const [snapshot, send] = useMachine(machine, { input });
  // Once, as the machine starts: the platform's captcha demand, what was typed, then what was done.
  // (The host re-renders with a new `start` object; the hand-over must not run twice.)
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    if (start.captchaRequired) send({ type: 'CAPTCHA_REQUIRED' });
    send({ type: 'EDIT', values: start.values });
    for (const event of start.events) send(event);
    // After the dialog's own focus (its effect runs before this one): back in the field, caret at the end.
    const field = start.focus ? document.querySelector<HTMLInputElement>(`[role="dialog"] input[name="${start.focus}"]`) : null;
    if (field) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
  }, [start, send]);
  const ctx = snapshot.context;
  const flowValue = (snapshot.value as { flow: string | Record<string, string> }).flow;
  const flow = typeof flowValue === 'string' ? flowValue : Object.keys(flowValue)[0] ?? '';
  const sendingCode = typeof flowValue === 'object' && flowValue.ipVerification === 'sendingCode';
  const smsRef = snapshot.children.smsCode as ActorRefFrom<typeof smsCountdownMachine> | undefined;

  if (flow === 'ipVerification' || flow === 'twoFactor') {
    return (
      <Suspense fallback={null}>
        <VerificationStep
          kind={flow}
          onVerify={(code) => send({ type: 'VERIFY', code })}
          onCancel={() => send({ type: 'CANCEL' })}
          onResend={flow === 'ipVerification' ? () => send({ type: 'RESEND_CODE' }) : null}
          flowState={snapshot.value}
          sending={sendingCode}
          // The step's own hint says what to do; the platform's "complete verification first" would repeat it.
          error={ctx.error && ctx.error.errorCode !== 'login_verify_required' ? ctx.error : null}
        />
      </Suspense>
    );
  }

  // The platform's refusal under its field (the call schema's `errors`), until the member edits.
  const sms = ctx.type === 'sms';
  // The form's own problem (a field left empty) stands alone, as the machine says it after the refusal.
  const fresh = ctx.error && ctx.error !== seenError && !ctx.formError ? ctx.error : null;
  const placed = fresh
    ? placeServerError(new PlatformError(fresh.errorCode ?? 'unknown', fresh.message ?? '', 0, fresh.value ?? null), sms ? SMS_FIELDS : ctx.captchaShown ? [...PASSWORD_FIELDS, 'captcha'] : PASSWORD_FIELDS, t, (code) => {
      const field = callSchemaFieldOf(LOGIN_CALL)(code);
      return sms && field === 'verificationCode' ? 'password' : field;
    })
    : { fields: {}, form: null };
  const sendEdit = (event: LoginEvent) => {
    if (event.type === 'EDIT') setSeenError(ctx.error);
    send(event);
  };

  const view = {
    variant: start.variant,
    flow,
    smsTab: ctx.type === 'sms',
    values: { username: ctx.username, password: ctx.password, captcha: ctx.captcha, mobileNum: ctx.mobileNum, code: ctx.code },
    captchaShown: ctx.captchaShown,
    captchaImage: ctx.captchaImage,
    captchaLoading: (snapshot.value as { captcha: string }).captcha === 'loading',
    errorText: ctx.formError ? t(ctx.formError) : placed.form,
    fieldErrors: placed.fields,
    quickLoginOffered: start.quickLoginOffered,
    showPassword,
    rememberDevice,
    smsButton: smsRef ? <SmsButton actor={smsRef} onSend={() => send({ type: 'GET_CODE' })} /> : null,
  };
  return (
    <Modal title={t(start.variant === 'loginPopupModal' ? 'auth.loginRequired' : 'auth.login')} onClose={() => openModal(null)} flowState={snapshot.value}>
      <LoginForm view={view} on={{ send: sendEdit, setShowPassword, setRememberDevice }} />
    </Modal>
  );
}

