// The login form as shown: fields (from the login call's schema and forms.login), captcha, links
// and other ways to sign in. It knows no machine and holds only the merchant's pattern errors:
// the first screen's modal (LoginModal.tsx) and the machine-driven one (LiveLogin.tsx) render
// this same form.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginEvent, LoginField } from '../../../../flows/login.machine.ts';
import { useConfig } from '../../app/config-context.tsx';
import { openModal } from '../../state/store.ts';
import { runFreePlay } from '../session/index.ts';
import { useLoginFields } from './login-fields.ts';
import { LoginFields } from './LoginFields.tsx';

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
  /** The platform's refusal placed under its field, by the request's field name. */
  fieldErrors: Record<string, string>;
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
  const sms = flow === 'smsForm';
  const passwordFields = useLoginFields('password');
  const smsFields = useLoginFields('sms');
  const captchaFields = useLoginFields('captcha');
  // The request's names: the SMS tab sends its code as the password.
  const shown: Record<string, string> = { ...values, password: sms ? values.code : values.password };
  const [own, setOwn] = useState<Record<string, string>>({});
  const errors = { ...view.fieldErrors, ...own };
  const edit = (name: string, value: string) => {
    setOwn((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)));
    send({ type: 'EDIT', values: { [sms && name === 'password' ? 'code' : name]: value } });
  };
  // The merchant's extra patterns hold the form back; the machine checks the rest.
  const submit = () => {
    const problems = { ...(sms ? smsFields : passwordFields).patterns(shown), ...(view.captchaShown && !sms ? captchaFields.patterns(shown) : {}) };
    setOwn(Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])));
    if (Object.keys(problems).length === 0) send({ type: 'SUBMIT' });
  };
  return (
    <form
      className={`form ${view.variant}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {f.smsLogin ? (
        <div role="tablist" className="tabs">
          <button type="button" role="tab" aria-selected={!view.smsTab} onClick={() => send({ type: 'USE_PASSWORD' })}>{t('auth.byPassword')}</button>
          <button type="button" role="tab" aria-selected={view.smsTab} onClick={() => send({ type: 'USE_SMS' })}>{t('auth.bySms')}</button>
        </div>
      ) : null}
      <LoginFields built={sms ? smsFields.built : passwordFields.built} values={shown} errors={errors} onEdit={edit}
        typedAs={sms ? { password: 'verificationCode' } : {}} showPassword={view.showPassword} beside={sms && view.smsButton ? { password: view.smsButton } : {}} />
      {sms ? null : (
        <>
          {/* The design system's checkbox (ui/Checkbox.tsx) as markup: the dialog is on a guest's first
              load, where the component's own chunk would not fit. */}
          <label className="ui-checkbox">
            <input type="checkbox" checked={view.showPassword} onChange={(e) => on.setShowPassword(e.target.checked)} />
            <span className="ui-checkbox-box" aria-hidden="true" />{t('auth.showPassword')}
          </label>
          {f.quickLogin ? (
            <label className="ui-checkbox">
              <input type="checkbox" name="rememberDevice" checked={view.rememberDevice} onChange={(e) => on.setRememberDevice(e.target.checked)} />
              <span className="ui-checkbox-box" aria-hidden="true" />{t('auth.rememberDevice')}
            </label>
          ) : null}
        </>
      )}
      {view.captchaShown && !sms ? (
        <LoginFields built={captchaFields.built} values={shown} errors={errors} onEdit={edit} beside={{ captcha: (
          <>
            {view.captchaImage ? <img src={view.captchaImage} alt={t('field.captchaImage')} width={100} height={40} /> : null}
            <button type="button" className="btn btn-small" disabled={view.captchaLoading} onClick={() => send({ type: 'REFRESH_CAPTCHA' })}>{t('auth.refreshCaptcha')}</button>
          </>
        ) }} />
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
