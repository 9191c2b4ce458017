// The login form as shown: fields, captcha, links and other ways to sign in. It holds no state
// and knows no machine: the first screen's modal (LoginModal.tsx) and the machine-driven one
// (LiveLogin.tsx) render this same form.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginEvent, LoginField } from '../../../../flows/login.machine.ts';
import { useConfig } from '../../app/config-context.tsx';
import { openModal } from '../../state/store.ts';
import { fieldInput } from '../../shell/field-input.ts';
import { runFreePlay } from '../session/index.ts';

export interface LoginFormView {
  variant: 'loginModal' | 'loginPopupModal';
  /** The machine's flow state: passwordForm, smsForm, submitting, loadingInfo, ... */
  flow: string;
  smsTab: boolean;
  values: Record<LoginField, string>;
  captchaShown: boolean;
  captchaImage: string | null;
  captchaLoading: boolean;
  errorText: string | null;
  quickLoginOffered: boolean;
  showPassword: boolean;
  rememberDevice: boolean;
  /** The SMS code button (the live form's countdown actor), when the SMS form shows. */
  smsButton: ReactNode;
}

export interface LoginFormHandlers {
  send(event: LoginEvent): void;
  setShowPassword(on: boolean): void;
  setRememberDevice(on: boolean): void;
}

export function LoginForm({ view, on }: { view: LoginFormView; on: LoginFormHandlers }) {
  const { t } = useTranslation();
  const f = useConfig().features;
  const { values, flow } = view;
  const { send } = on;
  const edit = (field: LoginField) => (e: { target: { value: string } }) => send({ type: 'EDIT', values: { [field]: e.target.value } });
  return (
    <form
      className={`form ${view.variant}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      {f.smsLogin ? (
        <div role="tablist" className="tabs">
          <button type="button" role="tab" aria-selected={!view.smsTab} onClick={() => send({ type: 'USE_PASSWORD' })}>{t('auth.byPassword')}</button>
          <button type="button" role="tab" aria-selected={view.smsTab} onClick={() => send({ type: 'USE_SMS' })}>{t('auth.bySms')}</button>
        </div>
      ) : null}
      {flow === 'smsForm' ? (
        <>
          <label>
            {t('field.mobileNum')}
            <input name="mobileNum" {...fieldInput('mobileNum')} value={values.mobileNum} onChange={edit('mobileNum')} />
          </label>
          <div className="row">
            <label>
              {t('field.verificationCode')}
              <input name="code" {...fieldInput('verificationCode')} value={values.code} onChange={edit('code')} />
            </label>
            {view.smsButton}
          </div>
        </>
      ) : (
        <>
          <label>
            {t('field.username')}
            <input name="username" {...fieldInput('username')} value={values.username} onChange={edit('username')} />
          </label>
          <label>
            {t('field.password')}
            <input name="password" type={view.showPassword ? 'text' : 'password'} autoComplete="current-password" value={values.password} onChange={edit('password')} />
          </label>
          <label className="inline">
            <input type="checkbox" checked={view.showPassword} onChange={(e) => on.setShowPassword(e.target.checked)} /> {t('auth.showPassword')}
          </label>
          {f.quickLogin ? (
            <label className="inline">
              <input type="checkbox" name="rememberDevice" checked={view.rememberDevice} onChange={(e) => on.setRememberDevice(e.target.checked)} /> {t('auth.rememberDevice')}
            </label>
          ) : null}
        </>
      )}
      {view.captchaShown && flow !== 'smsForm' ? (
        <div className="row captcha">
          <label>
            {t('field.captcha')}
            <input name="captcha" {...fieldInput('captcha')} value={values.captcha} onChange={edit('captcha')} />
          </label>
          {view.captchaImage ? <img src={view.captchaImage} alt={t('field.captchaImage')} width={100} height={40} /> : null}
          <button type="button" className="btn btn-small" disabled={view.captchaLoading} onClick={() => send({ type: 'REFRESH_CAPTCHA' })}>{t('auth.refreshCaptcha')}</button>
        </div>
      ) : null}
      {view.errorText ? <p className="form-error" role="alert">{view.errorText}</p> : null}
      <button type="submit" className="btn btn-primary" disabled={flow === 'submitting' || flow === 'loadingInfo'}>{t('auth.submitLogin')}</button>
      <div className="form-links">
        <button type="button" className="link" onClick={() => openModal('forgetPass')}>{t('auth.forgotPassword')}</button>
        <button type="button" className="link" onClick={() => openModal('register')}>{t('auth.register')}</button>
        {f.freePlay ? (
          <button type="button" className="link" onClick={() => void runFreePlay(true)}>{t('auth.freePlay')}</button>
        ) : null}
      </div>
      {view.quickLoginOffered || f.thirdPartySignIn.length > 0 ? (
        <div className="alt-signin" aria-label={t('auth.otherWays')}>
          {view.quickLoginOffered ? <button type="button" className="btn" onClick={() => send({ type: 'QUICK_LOGIN' })}>{t('auth.quickLogin')}</button> : null}
          {f.thirdPartySignIn.map((channel) => (
            <button key={channel} type="button" className={`btn channel-${channel}`} onClick={() => send({ type: 'THIRD_PARTY', channel })}>
              {t('auth.signInWith', { channel: t(`channel.${channel}`) })}
            </button>
          ))}
        </div>
      ) : null}
    </form>
  );
}
