// The transaction password (security centre and withdraw page): set it, change it, or reset it
// with an SMS code to the member's mobile when one is on file. Each form renders from its call's
// request schema with the merchant's forms.<call> settings; errors show next to their field.
import './withdrawal.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import setCallSchema from '../../../../schemas/api/paymentPasswordSet.json';
import changeCallSchema from '../../../../schemas/api/paymentPasswordChange.json';
import resetCallSchema from '../../../../schemas/api/paymentPasswordReset.json';
import { runCall, useCall } from '../../api/query.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, Card, showToast, Tabs, TabPanel } from '../../ui/index.ts';

type Mode = 'set' | 'change' | 'reset';
type Call = 'paymentPasswordSet' | 'paymentPasswordChange' | 'paymentPasswordReset';

const CALL: Record<Mode, Call> = { set: 'paymentPasswordSet', change: 'paymentPasswordChange', reset: 'paymentPasswordReset' };
const REQUEST = { set: setCallSchema.request, change: changeCallSchema.request, reset: resetCallSchema.request };
/** The field of the new password in each call's request. */
const NEW_FIELD: Record<Mode, string> = { set: 'password', change: 'newPassword', reset: 'newPassword' };

function specOf(mode: Mode, codeHint: string | undefined, formatHint: string): Record<string, FieldSpec> {
  return {
    ...(mode === 'change' ? { oldPassword: { widget: 'password', label: 'withdraw.password.old' } } : {}),
    ...(mode === 'reset' ? { verificationCode: { widget: 'text', label: 'withdraw.password.code', inputMode: 'numeric', autoComplete: 'one-time-code', hint: codeHint, maxLength: 12 } } : {}),
    [NEW_FIELD[mode]]: { widget: 'password', label: mode === 'set' ? 'withdraw.password.new' : 'withdraw.password.newer', autoComplete: 'new-password', hint: formatHint },
    confirmPassword: { widget: 'password', label: 'withdraw.password.confirm', autoComplete: 'new-password' },
  };
}

function PasswordForm({ mode, mobileMasked }: { mode: Mode; mobileMasked: string | null }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const spec = useMemo(() => specOf(mode, sent ? t('withdraw.password.codeSent', { mobile: mobileMasked ?? '' }) : undefined, t('errorCode.paymentPassword.format')), [mode, sent, mobileMasked, t]);
  const form = useSchemaForm(CALL[mode], spec, REQUEST[mode], {});
  const fail = (error: unknown) => form.refused(error);
  const sendCode = async () => {
    try { await runCall('paymentPasswordSms'); setSent(true); } catch (error) { fail(error); }
  };
  const value = (name: string) => form.values[name] ?? '';
  const check = (): Record<string, string> => {
    const found: Record<string, string> = { ...form.patternErrors() };
    if (mode === 'change' && !value('oldPassword')) found.oldPassword = t('withdraw.error.required');
    if (mode === 'reset' && !value('verificationCode')) found.verificationCode = t('withdraw.error.required');
    if (!/^\S{6,20}$/.test(value(NEW_FIELD[mode]))) found[NEW_FIELD[mode]] = t('errorCode.paymentPassword.format');
    if (value('confirmPassword') !== value(NEW_FIELD[mode])) found.confirmPassword = t('errorCode.paymentPassword.confirm');
    return found;
  };
  const submit = async () => {
    const found = check();
    form.setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (mode === 'set') await runCall('paymentPasswordSet', { password: value('password'), confirmPassword: value('confirmPassword') });
      else if (mode === 'change') await runCall('paymentPasswordChange', { oldPassword: value('oldPassword'), newPassword: value('newPassword'), confirmPassword: value('confirmPassword') });
      else await runCall('paymentPasswordReset', { verificationCode: value('verificationCode'), newPassword: value('newPassword'), confirmPassword: value('confirmPassword') });
      form.setValues(Object.fromEntries(form.fields.map((name) => [name, ''])));
      showToast(t('withdraw.password.saved'), 'success');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SchemaForm state={form} className="payment-password-form" onSubmit={() => void submit()}>
      {mode === 'reset' ? <div className="actions"><Button onClick={() => void sendCode()}>{t('withdraw.password.sendCode')}</Button></div> : null}
      <div className="actions"><Button type="submit" variant="primary" busy={busy}>{t('withdraw.password.save')}</Button></div>
    </SchemaForm>
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
