// The request: amount (fee and security deposit previewed as it is typed), payout account and
// the transaction password. Field errors, the member's own and the platform's, sit next to
// their field. One request key per filled-in form, so a retry after a lost answer is one request.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '../../../shared/money.ts';
import { securityDeposit, withdrawalFee } from '../../../shared/withdrawal-rules.ts';
import { runCall } from '../../api/query.ts';
import { useConfig } from '../../app/config-context.tsx';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Input, Select, showToast } from '../../ui/index.ts';
import { asPlatformError, fieldOf, type WithdrawField } from './form-error.ts';
import type { CallResponse } from '../../../shared/api/index.ts';

type Info = CallResponse<'withdrawInfo'>;
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);

export function WithdrawForm({ info }: { info: Info }) {
  const { t } = useTranslation();
  const money = useMoney();
  const decimals = useConfig().identity.currency.decimals;
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState(String(info.accounts[0]?.id ?? ''));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<WithdrawField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const minor = parseAmount(amount.trim(), decimals);
  const preview = useMemo(() => (minor && minor > 0 ? { fee: withdrawalFee(minor, info, decimals), deposit: securityDeposit(minor, info.penaltyRate) } : null), [minor, info, decimals]);

  const check = (): Partial<Record<WithdrawField, string>> => {
    const found: Partial<Record<WithdrawField, string>> = {};
    if (minor === null || minor <= 0) found.amount = t('withdraw.error.amount', { decimals });
    else if (minor < info.minMinor || minor > info.maxMinor) found.amount = t('withdraw.error.range', { min: money.format(info.minMinor), max: money.format(info.maxMinor) });
    else if (minor > info.withdrawableMinor) found.amount = t('withdraw.error.over', { max: money.format(info.withdrawableMinor) });
    if (!accountId) found.account = t('withdraw.error.account');
    if (password.length < 6) found.password = t('withdraw.error.password');
    return found;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await runCall('withdrawRequest', { amount: amount.trim(), payoutAccountId: Number(accountId), paymentPassword: password, requestKey: key });
      showToast(t('withdraw.submitted'), 'success');
      setAmount('');
      setPassword('');
      setKey(newKey());
    } catch (error) {
      setErrors({ [fieldOf(error)]: errorText(t, asPlatformError(error)) });
    } finally {
      setBusy(false);
    }
  };

  const edit = (field: WithdrawField, set: (v: string) => void) => (value: string) => {
    set(value);
    setKey(newKey());
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  return (
    <form className="withdraw-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Input
        id="withdraw-amount" label={t('withdraw.amount')} inputMode="decimal" autoComplete="off" value={amount}
        onChange={(e) => edit('amount', setAmount)(e.target.value)} error={errors.amount}
        hint={preview ? t('withdraw.preview', { fee: money.format(preview.fee), net: money.format(Math.max(0, (minor ?? 0) - preview.fee)), deposit: money.format(preview.deposit) }) : t('withdraw.amountHint', { min: money.format(info.minMinor), max: money.format(Math.min(info.maxMinor, info.withdrawableMinor)) })}
      />
      <Select
        id="withdraw-account" label={t('withdraw.account')} value={accountId} onChange={(e) => edit('account', setAccountId)(e.target.value)} error={errors.account}
        options={info.accounts.length ? info.accounts.map((a) => ({ value: String(a.id), label: `${a.providerName} ${a.accountNumberMasked}` })) : [{ value: '', label: t('withdraw.noAccount') }]}
      />
      <Input
        id="withdraw-password" type="password" label={t('withdraw.paymentPassword')} autoComplete="off" value={password}
        onChange={(e) => edit('password', setPassword)(e.target.value)} error={errors.password}
      />
      {errors.form ? <p className="field-error" role="alert">{errors.form}</p> : null}
      <div className="actions">
        <Button type="submit" variant="primary" busy={busy} block>{t('withdraw.submit')}</Button>
      </div>
    </form>
  );
}
