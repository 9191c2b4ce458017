// Two-factor login: turn it on (a secret as a QR code and as text for the authenticator app, a
// code from the app and the login password), then the one-time recovery codes, shown once; or
// turn it off with the login password and a code (or a recovery code).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import disableCallSchema from '../../../../schemas/api/twoFactorDisable.json';
import enableCallSchema from '../../../../schemas/api/twoFactorEnable.json';
import { runCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, showToast } from '../../ui/index.ts';
import { errorLike, fieldOfCode } from './form-error.ts';
import { QrCode } from '../../ui/QrCode.tsx';

type Call = 'twoFactorEnable' | 'twoFactorDisable';

/** The code and the login password, from the call's request schema and forms.<call>. */
function useCodeForm(call: Call, codeLabel: string) {
  const { t } = useTranslation();
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    code: { widget: 'text', label: codeLabel, autoComplete: 'one-time-code', maxLength: 16 },
    password: { widget: 'password', label: 'security.contact.password', hint: t('security.contact.passwordHint'), autoComplete: 'current-password' },
  }), [codeLabel, t]);
  const form = useSchemaForm(call, spec, (call === 'twoFactorEnable' ? enableCallSchema : disableCallSchema).request, {});
  const [busy, setBusy] = useState(false);
  const run = async (action: (body: { code: string; password: string }) => Promise<void>) => {
    const code = (form.values.code ?? '').trim();
    const password = form.values.password ?? '';
    const own: Record<string, string> = {};
    if (!code) own.code = t('withdraw.error.required');
    if (!password) own.password = t('withdraw.error.required');
    if (!form.checkPatterns(own)) return;
    setBusy(true);
    try { await action({ code, password }); } catch (error) { form.refused(error, (code) => fieldOfCode(code)); } finally { setBusy(false); }
  };
  return { form, busy, run };
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
  const { form, busy, run } = useCodeForm('twoFactorEnable', 'security.twoFactor.code');
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
  const enable = () => run(async (body) => {
    const enabled = await runCall('twoFactorEnable', body);
    showToast(t('security.twoFactor.enabled'), 'success');
    setCodes(enabled.recoveryCodes);
  });
  return (
    <SchemaForm state={form} className="security-form two-factor-on" idPrefix="security-2fa-on" onSubmit={() => void enable()} lead={(
      <>
        <p className="form-hint">{t('security.twoFactor.scan')}</p>
        <div className="security-qr-row">
          <QrCode text={setup.otpauthUri} size={176} label={t('security.twoFactor.qrLabel')} />
          <p className="security-secret"><span>{t('security.twoFactor.key')}</span> <code data-testid="totp-secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code></p>
        </div>
      </>
    )}>
      <div className="actions"><Button type="submit" variant="primary" busy={busy}>{t('security.twoFactor.enable')}</Button></div>
    </SchemaForm>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { form, busy, run } = useCodeForm('twoFactorDisable', 'security.twoFactor.disableCode');
  const disable = () => run(async (body) => {
    await runCall('twoFactorDisable', body);
    showToast(t('security.twoFactor.disabled'), 'success');
    onDone();
  });
  return (
    <SchemaForm state={form} className="security-form two-factor-off" idPrefix="security-2fa-off" onSubmit={() => void disable()} lead={<p className="form-hint">{t('security.twoFactor.disableHint')}</p>}>
      <div className="actions"><Button type="submit" variant="danger" busy={busy}>{t('security.action.turnOff')}</Button></div>
    </SchemaForm>
  );
}

export function TwoFactor({ enabled, onDone }: { enabled: boolean; onDone: () => void }) {
  return enabled ? <TurnOff onDone={onDone} /> : <TurnOn onDone={onDone} />;
}
