/**
 * Operator sign-in in two steps: username and password, then the authenticator code. The
 * platform answers the first step with login_verify_required; the second sends all three.
 */
import { useId, useState, type FormEvent } from 'react';
import { deskCall } from './api.ts';
import { useDeskAction } from './data.ts';
import { errorMessage, useT } from './i18n/i18n.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

export function LoginPage({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const errorId = useId();
  const login = useDeskAction(() => deskCall('deskLogin', { username, password, ...(step === 'code' ? { code } : {}) }), {
    success: (value) => onSignedIn(value.token),
    error: (error) => {
      if ((error as { errorCode?: string }).errorCode === 'login_verify_required') {
        setStep('code');
        login.reset();
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.run();
  };
  const failed = login.isError ? errorMessage(t, login.error) : null;
  return (
    <main className="login">
      <form className="card login-card" onSubmit={submit} aria-describedby={failed ? errorId : undefined}>
        <div className="login-head">
          <h1>{t('login.title')}</h1>
          <LanguagePicker />
        </div>
        {step === 'password' ? (
          <>
            <label>
              {t('login.username')}
              <input name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
            </label>
            <label>
              {t('login.password')}
              <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            </label>
          </>
        ) : (
          <>
            <p>{t('login.codeHint')}</p>
            <label>
              {t('login.code')}
              <input
                name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required autoFocus // eslint-disable-line jsx-a11y/no-autofocus -- the code step has one field
                value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
            </label>
          </>
        )}
        {failed ? <p id={errorId} className="error" role="alert">{failed}</p> : null}
        <button type="submit" className="primary" disabled={login.isPending}>
          {step === 'password' ? t('login.next') : t('login.signIn')}
        </button>
        {step === 'code' ? (
          <button type="button" className="link" onClick={() => { setStep('password'); setCode(''); login.reset(); }}>
            {t('login.back')}
          </button>
        ) : null}
      </form>
    </main>
  );
}
