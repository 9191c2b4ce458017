// Two-factor login: turn it on (a secret as a QR code and as text for the authenticator app, a
// code from the app and the login password), then the one-time recovery codes, shown once; or
// turn it off with the login password and a code (or a recovery code).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Input, showToast } from '../../ui/index.ts';
import { errorLike, fieldOf, type SecurityField } from './form-error.ts';
import { QrCode } from '../../ui/QrCode.tsx';

type Errors = Partial<Record<SecurityField, string>>;

function useCodeForm() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    const found: Errors = {};
    if (!code.trim()) found.code = t('withdraw.error.required');
    if (!password) found.password = t('withdraw.error.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try { await action(); } catch (error) { setErrors({ [fieldOf(error)]: errorText(t, errorLike(error)) }); } finally { setBusy(false); }
  };
  const fields = (idBase: string, codeLabel: string) => (
    <>
      <Input id={`${idBase}-code`} autoComplete="one-time-code" label={codeLabel} value={code} onChange={(e) => { setCode(e.target.value); setErrors({}); }} error={errors.code} />
      <Input id={`${idBase}-password`} type="password" autoComplete="current-password" label={t('security.contact.password')} hint={t('security.contact.passwordHint')}
        value={password} onChange={(e) => { setPassword(e.target.value); setErrors({}); }} error={errors.password} />
      {errors.form ? <p className="field-error" role="alert">{errors.form}</p> : null}
    </>
  );
  return { password, code, busy, run, fields };
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="security-recovery">
      <h3>{t('security.twoFactor.recoveryTitle')}</h3>
      <p className="form-hint">{t('security.twoFactor.recoveryHint')}</p>
      <ol className="security-recovery-codes" aria-label={t('security.twoFactor.recoveryTitle')}>{codes.map((c) => <li key={c}><code>{c}</code></li>)}</ol>
      <div className="actions"><Button variant="primary" onClick={onDone}>{t('security.twoFactor.recoveryDone')}</Button></div>
    </div>
  );
}

function TurnOn({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const form = useCodeForm();
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!setup) {
    return (
      <div className="security-form">
        <p className="form-hint">{t('security.twoFactor.intro')}</p>
        {error ? <p className="field-error" role="alert">{error}</p> : null}
        <div className="actions">
          <Button variant="primary" onClick={() => void runCall('twoFactorSetup', {}).then(setSetup, (e: unknown) => setError(errorText(t, errorLike(e))))}>{t('security.twoFactor.start')}</Button>
        </div>
      </div>
    );
  }
  const enable = () => form.run(async () => {
    const enabled = await runCall('twoFactorEnable', { code: form.code.trim(), password: form.password });
    showToast(t('security.twoFactor.enabled'), 'success');
    setCodes(enabled.recoveryCodes);
  });
  return (
    <form className="security-form" noValidate onSubmit={(e) => { e.preventDefault(); void enable(); }}>
      <p className="form-hint">{t('security.twoFactor.scan')}</p>
      <div className="security-qr-row">
        <QrCode text={setup.otpauthUri} size={176} label={t('security.twoFactor.qrLabel')} />
        <p className="security-secret"><span>{t('security.twoFactor.key')}</span> <code data-testid="totp-secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code></p>
      </div>
      {form.fields('security-2fa-on', t('security.twoFactor.code'))}
      <div className="actions"><Button type="submit" variant="primary" busy={form.busy}>{t('security.twoFactor.enable')}</Button></div>
    </form>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useCodeForm();
  const disable = () => form.run(async () => {
    await runCall('twoFactorDisable', { code: form.code.trim(), password: form.password });
    showToast(t('security.twoFactor.disabled'), 'success');
    onDone();
  });
  return (
    <form className="security-form" noValidate onSubmit={(e) => { e.preventDefault(); void disable(); }}>
      <p className="form-hint">{t('security.twoFactor.disableHint')}</p>
      {form.fields('security-2fa-off', t('security.twoFactor.disableCode'))}
      <div className="actions"><Button type="submit" variant="danger" busy={form.busy}>{t('security.action.turnOff')}</Button></div>
    </form>
  );
}

export function TwoFactor({ enabled, onDone }: { enabled: boolean; onDone: () => void }) {
  return enabled ? <TurnOff onDone={onDone} /> : <TurnOn onDone={onDone} />;
}
