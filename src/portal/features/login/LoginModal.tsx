// loginModal and loginPopupModal on the flows' login machine: username/password, SMS code,
// third-party channels, quick login, captcha (from the start where the device needs one, else
// after a failure), IP-verification and 2FA steps.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import type { ActorRefFrom } from 'xstate';
import { loginMachine, type LoginInput } from '../../../../flows/login.machine.ts';
import { smsCountdownMachine } from '../../../../flows/smsCountdown.machine.ts';
import { useConfig } from '../../app/config-context.tsx';
import { loaderActions, openModal, setState } from '../../state/store.ts';
import { setSession } from '../../state/session.ts';
import { browserEnv, runFreePlay } from '../session/index.ts';
import { tokenActions } from '../signIn/index.ts';
import { Modal } from '../../shell/Modal.tsx';
import { fieldInput } from '../../shell/field-input.ts';
import { errorText } from '../../i18n/error-text.ts';
import { showSmsError, SmsButton } from '../smsCountdown/index.ts';
import { rememberTypedCredentials } from '../changePassword/index.ts';
import { loginActors } from './actors.ts';
import { signInWithIdp } from './idp.ts';
import { storedQuickLoginToken } from './quick-login.ts';

/**
 * Asks the platform, as the modal opens, whether this device must answer a captcha (a failed login
 * from its address), so the form shows it from the start; an unanswered check shows none (the
 * login's answer still asks for one).
 */
export function LoginModal({ variant }: { variant: 'loginModal' | 'loginPopupModal' }) {
  const { t } = useTranslation();
  const [captchaRequired, setCaptchaRequired] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    browserEnv
      .call('captchaRequired', { loginDeviceId: browserEnv.deviceId() })
      .then((value) => live && setCaptchaRequired(value?.required === true), () => live && setCaptchaRequired(false));
    return () => {
      live = false;
    };
  }, []);
  if (captchaRequired === null) {
    return (
      <Modal title={t(variant === 'loginPopupModal' ? 'auth.loginRequired' : 'auth.login')} onClose={() => openModal(null)}>
        <p role="status">{t('common.loading')}</p>
      </Modal>
    );
  }
  return <LoginForm variant={variant} captchaRequired={captchaRequired} />;
}

function LoginForm({ variant, captchaRequired }: { variant: 'loginModal' | 'loginPopupModal'; captchaRequired: boolean }) {
  const { t } = useTranslation();
  const config = useConfig();
  const f = config.features;
  // Quick login is offered once this device holds a token for this merchant.
  const [quickLoginOffered] = useState(() => f.quickLogin && storedQuickLoginToken(browserEnv) !== null);
  const [rememberDevice, setRememberDevice] = useState(false);
  const rememberRef = useRef(false);
  rememberRef.current = rememberDevice;
  const input: LoginInput = {
    smsLogin: f.smsLogin,
    thirdPartySignIn: f.thirdPartySignIn,
    quickLogin: quickLoginOffered,
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
  // The platform already asks this device for a captcha: show it (and load its image) at once.
  useEffect(() => {
    if (captchaRequired) send({ type: 'CAPTCHA_REQUIRED' });
  }, [captchaRequired, send]);
  const ctx = snapshot.context;
  const flowValue = (snapshot.value as { flow: string | Record<string, string> }).flow;
  const flow = typeof flowValue === 'string' ? flowValue : Object.keys(flowValue)[0] ?? '';
  const sendingCode = typeof flowValue === 'object' && flowValue.ipVerification === 'sendingCode';
  const captchaState = (snapshot.value as { captcha: string }).captcha;
  const smsRef = snapshot.children.smsCode as ActorRefFrom<typeof smsCountdownMachine> | undefined;
  const [showPassword, setShowPassword] = useState(false);
  const close = () => openModal(null);
  const title = t(variant === 'loginPopupModal' ? 'auth.loginRequired' : 'auth.login');
  const formErrorText = ctx.formError ? t(ctx.formError) : ctx.error ? errorText(t, ctx.error) : null;

  if (flow === 'ipVerification' || flow === 'twoFactor') {
    return (
      <VerificationStep
        kind={flow}
        onVerify={(code) => send({ type: 'VERIFY', code })}
        onCancel={() => send({ type: 'CANCEL' })}
        onResend={flow === 'ipVerification' ? () => send({ type: 'RESEND_CODE' }) : null}
        flowState={snapshot.value}
        sending={sendingCode}
        message={ctx.error ? errorText(t, ctx.error) : null}
      />
    );
  }

  return (
    <Modal title={title} onClose={close} flowState={snapshot.value}>
      <form
        className={`form ${variant}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        {f.smsLogin ? (
          <div role="tablist" className="tabs">
            <button type="button" role="tab" aria-selected={ctx.type !== 'sms'} onClick={() => send({ type: 'USE_PASSWORD' })}>{t('auth.byPassword')}</button>
            <button type="button" role="tab" aria-selected={ctx.type === 'sms'} onClick={() => send({ type: 'USE_SMS' })}>{t('auth.bySms')}</button>
          </div>
        ) : null}
        {flow === 'smsForm' ? (
          <>
            <label>
              {t('field.mobileNum')}
              <input name="mobileNum" {...fieldInput('mobileNum')} value={ctx.mobileNum} onChange={(e) => send({ type: 'EDIT', values: { mobileNum: e.target.value } })} />
            </label>
            <div className="row">
              <label>
                {t('field.verificationCode')}
                <input name="code" {...fieldInput('verificationCode')} value={ctx.code} onChange={(e) => send({ type: 'EDIT', values: { code: e.target.value } })} />
              </label>
              {smsRef ? <SmsButton actor={smsRef} onSend={() => send({ type: 'GET_CODE' })} /> : null}
            </div>
          </>
        ) : (
          <>
            <label>
              {t('field.username')}
              <input name="username" {...fieldInput('username')} value={ctx.username} onChange={(e) => send({ type: 'EDIT', values: { username: e.target.value } })} />
            </label>
            <label>
              {t('field.password')}
              <input name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" value={ctx.password} onChange={(e) => send({ type: 'EDIT', values: { password: e.target.value } })} />
            </label>
            <label className="inline">
              <input type="checkbox" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} /> {t('auth.showPassword')}
            </label>
            {f.quickLogin ? (
              <label className="inline">
                <input type="checkbox" name="rememberDevice" checked={rememberDevice} onChange={(e) => setRememberDevice(e.target.checked)} /> {t('auth.rememberDevice')}
              </label>
            ) : null}
          </>
        )}
        {ctx.captchaShown && flow !== 'smsForm' ? (
          <div className="row captcha">
            <label>
              {t('field.captcha')}
              <input name="captcha" {...fieldInput('captcha')} value={ctx.captcha} onChange={(e) => send({ type: 'EDIT', values: { captcha: e.target.value } })} />
            </label>
            {ctx.captchaImage ? <img src={ctx.captchaImage} alt={t('field.captchaImage')} width={100} height={40} /> : null}
            <button type="button" className="btn btn-small" disabled={captchaState === 'loading'} onClick={() => send({ type: 'REFRESH_CAPTCHA' })}>{t('auth.refreshCaptcha')}</button>
          </div>
        ) : null}
        {formErrorText ? <p className="form-error" role="alert">{formErrorText}</p> : null}
        <button type="submit" className="btn btn-primary" disabled={flow === 'submitting' || flow === 'loadingInfo'}>{t('auth.submitLogin')}</button>
        <div className="form-links">
          <button type="button" className="link" onClick={() => openModal('forgetPass')}>{t('auth.forgotPassword')}</button>
          <button type="button" className="link" onClick={() => openModal('register')}>{t('auth.register')}</button>
          {f.freePlay ? (
            <button type="button" className="link" onClick={() => void runFreePlay(true)}>{t('auth.freePlay')}</button>
          ) : null}
        </div>
        {quickLoginOffered || f.thirdPartySignIn.length > 0 ? (
          <div className="alt-signin" aria-label={t('auth.otherWays')}>
            {quickLoginOffered ? <button type="button" className="btn" onClick={() => send({ type: 'QUICK_LOGIN' })}>{t('auth.quickLogin')}</button> : null}
            {f.thirdPartySignIn.map((channel) => (
              <button key={channel} type="button" className={`btn channel-${channel}`} onClick={() => send({ type: 'THIRD_PARTY', channel })}>
                {t('auth.signInWith', { channel: t(`channel.${channel}`) })}
              </button>
            ))}
          </div>
        ) : null}
      </form>
    </Modal>
  );
}

function VerificationStep({ kind, onVerify, onCancel, onResend, sending, message, flowState }: { kind: 'ipVerification' | 'twoFactor'; onVerify: (code: string) => void; onCancel: () => void; onResend: (() => void) | null; sending: boolean; message: string | null; flowState: unknown }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <Modal title={t(kind === 'twoFactor' ? 'auth.twoFactorTitle' : 'auth.ipVerificationTitle')} onClose={onCancel} flowState={flowState}>
      <form className="form" noValidate onSubmit={(e) => { e.preventDefault(); onVerify(code); }}>
        <p>{t(kind === 'twoFactor' ? 'auth.twoFactorHint' : 'auth.ipVerificationHint')}</p>
        {message ? <p className="form-hint">{message}</p> : null}
        <label>
          {t('field.verificationCode')}
          <input name="verificationCode" {...fieldInput('verificationCode')} value={code} onChange={(e) => setCode(e.target.value)} />
        </label>
        {onResend ? (
          <button type="button" className="btn btn-small" disabled={sending} onClick={onResend}>
            {t(sending ? 'sms.sending' : 'sms.resend')}
          </button>
        ) : null}
        <div className="actions">
          <button type="button" className="btn" onClick={onCancel}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary">{t('auth.verify')}</button>
        </div>
      </form>
    </Modal>
  );
}
