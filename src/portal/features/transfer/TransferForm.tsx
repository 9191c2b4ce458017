// One transfer: to the upline (no recipient field) or to a downline member (its username), the
// amount, an optional remark and the transaction password. The member's own mistakes show next
// to their field before anything is sent; the platform checks each rule again and its refusal
// shows next to the field it is about. One request key per filled-in form, so a retry after a
// lost answer is one transfer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '../../../shared/money.ts';
import { runCall } from '../../api/query.ts';
import { useConfig } from '../../app/config-context.tsx';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Input, showToast } from '../../ui/index.ts';
import { asPlatformError, fieldOf, type TransferField } from './form-error.ts';

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);

export function TransferForm({ to, upline, balanceMinor }: { to: 'upline' | 'downline'; upline: string | null; balanceMinor: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const decimals = useConfig().identity.currency.decimals;
  const [values, setValues] = useState({ username: '', amount: '', remark: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<TransferField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);

  const check = (): Partial<Record<TransferField, string>> => {
    const found: Partial<Record<TransferField, string>> = {};
    const minor = parseAmount(values.amount.trim(), decimals);
    if (to === 'downline' && !values.username.trim()) found.username = t('transfer.error.username');
    if (minor === null || minor <= 0) found.amount = t('transfer.error.amount', { decimals });
    else if (minor > balanceMinor) found.amount = t('transfer.error.over', { max: money.format(balanceMinor) });
    if (values.password.length < 6) found.password = t('transfer.error.password');
    return found;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const common = { amount: values.amount.trim(), paymentPassword: values.password, requestKey: key, ...(values.remark.trim() ? { remark: values.remark.trim() } : {}) };
    try {
      const sent = to === 'upline'
        ? await runCall('transferUpline', common)
        : await runCall('agentTransfer', { ...common, username: values.username.trim() });
      showToast(t('transfer.done', { amount: money.format(sent.amountMinor), username: sent.counterparty }), 'success');
      setValues({ username: '', amount: '', remark: '', password: '' });
      setKey(newKey());
    } catch (error) {
      setErrors({ [fieldOf(error)]: errorText(t, asPlatformError(error)) });
    } finally {
      setBusy(false);
    }
  };

  const edit = (field: keyof typeof values, errorField: TransferField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setKey(newKey());
    setErrors((current) => ({ ...current, [errorField]: undefined, form: undefined }));
  };

  return (
    <form className="transfer-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {to === 'upline' ? (
        <p className="transfer-to">{t('transfer.toUplineName', { username: upline ?? '' })}</p>
      ) : (
        <Input id="transfer-username" label={t('transfer.recipient')} name="username" autoComplete="off" autoCapitalize="none" spellCheck={false}
          value={values.username} onChange={edit('username', 'username')} error={errors.username} hint={t('transfer.recipientHint')} />
      )}
      <Input id={`transfer-amount-${to}`} label={t('transfer.amount')} inputMode="decimal" autoComplete="off" value={values.amount}
        onChange={edit('amount', 'amount')} error={errors.amount} hint={t('transfer.amountHint', { max: money.format(balanceMinor) })} />
      <Input id={`transfer-remark-${to}`} label={t('transfer.remark')} maxLength={100} autoComplete="off" value={values.remark} onChange={edit('remark', 'form')} />
      <Input id={`transfer-password-${to}`} type="password" label={t('transfer.paymentPassword')} autoComplete="off" value={values.password}
        onChange={edit('password', 'password')} error={errors.password} />
      {errors.form ? <p className="field-error" role="alert">{errors.form}</p> : null}
      <Button type="submit" variant="primary" busy={busy} block>{t(to === 'upline' ? 'transfer.submitUpline' : 'transfer.submitDownline')}</Button>
    </form>
  );
}
