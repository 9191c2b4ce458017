// The transaction password (security centre and withdraw page): set it, change it, or reset it
// with an SMS code to the member's mobile when one is on file. Errors next to their field.
import './withdrawal.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall, useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Card, Input, showToast, Tabs, TabPanel } from '../../ui/index.ts';
import { asPlatformError } from './form-error.ts';

type Mode = 'set' | 'change' | 'reset';
type Fields = Record<'old' | 'code' | 'password' | 'confirm' | 'form', string>;
const EMPTY: Fields = { old: '', code: '', password: '', confirm: '', form: '' };

/** Which field a refused password call's error belongs to. */
function fieldOfCode(code: string): keyof Fields {
  if (code === 'paymentPassword.invalid') return 'old';
  if (code === 'paymentPassword.confirm') return 'confirm';
  if (code.startsWith('paymentPassword.')) return 'password';
  if (code.startsWith('sms.') || code.startsWith('verification')) return 'code';
  return 'form';
}

function PasswordForm({ mode, mobileMasked }: { mode: Mode; mobileMasked: string | null }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const set = (k: keyof Fields) => (e: { target: { value: string } }) => { setValues((v) => ({ ...v, [k]: e.target.value })); setErrors((x) => ({ ...x, [k]: undefined, form: undefined })); };
  const fail = (error: unknown) => {
    const e = asPlatformError(error);
    setErrors({ [fieldOfCode(e.errorCode)]: errorText(t, e) });
  };
  const sendCode = async () => {
    try { await runCall('paymentPasswordSms'); setSent(true); } catch (error) { fail(error); }
  };
  const submit = async () => {
    const found: Partial<Fields> = {};
    if (mode === 'change' && !values.old) found.old = t('withdraw.error.required');
    if (mode === 'reset' && !values.code) found.code = t('withdraw.error.required');
    if (!/^\S{6,20}$/.test(values.password)) found.password = t('errorCode.paymentPassword.format');
    if (values.confirm !== values.password) found.confirm = t('errorCode.paymentPassword.confirm');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (mode === 'set') await runCall('paymentPasswordSet', { password: values.password, confirmPassword: values.confirm });
      else if (mode === 'change') await runCall('paymentPasswordChange', { oldPassword: values.old, newPassword: values.password, confirmPassword: values.confirm });
      else await runCall('paymentPasswordReset', { verificationCode: values.code, newPassword: values.password, confirmPassword: values.confirm });
      setValues(EMPTY);
      showToast(t('withdraw.password.saved'), 'success');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const id = (k: string) => `pay-${mode}-${k}`;
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {mode === 'change' ? <Input id={id('old')} type="password" autoComplete="off" label={t('withdraw.password.old')} value={values.old} onChange={set('old')} error={errors.old} /> : null}
      {mode === 'reset' ? (
        <div className="sms-row">
          <Input id={id('code')} inputMode="numeric" autoComplete="one-time-code" label={t('withdraw.password.code')} hint={sent ? t('withdraw.password.codeSent', { mobile: mobileMasked ?? '' }) : undefined} value={values.code} onChange={set('code')} error={errors.code} />
          <Button onClick={() => void sendCode()}>{t('withdraw.password.sendCode')}</Button>
        </div>
      ) : null}
      <Input id={id('new')} type="password" autoComplete="new-password" label={t(mode === 'set' ? 'withdraw.password.new' : 'withdraw.password.newer')} hint={t('errorCode.paymentPassword.format')} value={values.password} onChange={set('password')} error={errors.password} />
      <Input id={id('confirm')} type="password" autoComplete="new-password" label={t('withdraw.password.confirm')} value={values.confirm} onChange={set('confirm')} error={errors.confirm} />
      {errors.form ? <p className="field-error" role="alert">{errors.form}</p> : null}
      <div className="actions"><Button type="submit" variant="primary" busy={busy}>{t('withdraw.password.save')}</Button></div>
    </form>
  );
}

export function PaymentPassword() {
  const { t } = useTranslation();
  const security = useCall('withdrawSecurity');
  const [tab, setTab] = useState<Mode>('change');
  if (!security.data) return null;
  const { paymentPasswordSet, mobileMasked } = security.data;
  const tabs = [{ key: 'change', label: t('withdraw.password.change') }, ...(mobileMasked ? [{ key: 'reset', label: t('withdraw.password.reset') }] : [])];
  return (
    <Card title={t('withdraw.password.title')} className="payment-password">
      {!paymentPasswordSet ? (
        <>
          <p className="form-hint">{t('withdraw.password.setHint')}</p>
          <PasswordForm mode="set" mobileMasked={mobileMasked} />
        </>
      ) : (
        <>
          <Tabs label={t('withdraw.password.title')} idBase="pay-password" items={tabs} selected={tab} onSelect={(v) => setTab(v as Mode)} />
          <TabPanel idBase="pay-password" tabKey={tab}><PasswordForm key={tab} mode={tab} mobileMasked={mobileMasked} /></TabPanel>
        </>
      )}
    </Card>
  );
}

export default PaymentPassword;
