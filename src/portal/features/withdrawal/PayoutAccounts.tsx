// Bound payout accounts (security centre and withdraw page): a bank account or e-wallet in the
// member's real name, at most the merchant's maximum; removing one needs the transaction password.
import './withdrawal.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall, useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Card, Input, Select, showToast } from '../../ui/index.ts';
import { asPlatformError } from './form-error.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { paymentName } from '../../i18n/payment-name.ts';

type Accounts = CallResponse<'payoutAccounts'>;
type Account = Accounts['accounts'][number];

function AddAccount({ data }: { data: Accounts }) {
  const { t } = useTranslation();
  const [provider, setProvider] = useState(data.providers[0]?.code ?? '');
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState(data.realName ?? '');
  const [errors, setErrors] = useState<Partial<Record<'provider' | 'number' | 'holder' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found: typeof errors = {};
    if (!/^[0-9]{6,30}$/.test(number.replace(/[\s-]/g, ''))) found.number = t('errorCode.payoutAccount.number.invalid');
    if (holder.trim().length < 2) found.holder = t('withdraw.error.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await runCall('payoutAccountAdd', { provider, accountNumber: number, holderName: holder });
      setNumber('');
      showToast(t('withdraw.accounts.added'), 'success');
    } catch (error) {
      const e = asPlatformError(error);
      const field = e.errorCode === 'payoutAccount.name.mismatch' ? 'holder' : e.errorCode.startsWith('payoutAccount.number') || e.errorCode === 'payoutAccount.duplicate' ? 'number' : e.errorCode === 'payoutAccount.provider.invalid' ? 'provider' : 'form';
      setErrors({ [field]: errorText(t, e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="payout-add" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Select id="payout-provider" label={t('withdraw.accounts.provider')} value={provider} onChange={(e) => setProvider(e.target.value)} error={errors.provider}
        options={data.providers.map((p) => ({ value: p.code, label: `${paymentName(t, p.code, p.name)} (${t(`withdraw.kind.${p.kind}`)})` }))} />
      <Input id="payout-number" inputMode="numeric" autoComplete="off" label={t('withdraw.accounts.number')} value={number} onChange={(e) => { setNumber(e.target.value); setErrors({}); }} error={errors.number} />
      <Input id="payout-holder" label={t('withdraw.accounts.holder')} hint={t('withdraw.accounts.holderHint')} value={holder} readOnly={data.realName !== null}
        onChange={(e) => { setHolder(e.target.value); setErrors({}); }} error={errors.holder} />
      {errors.form ? <p className="field-error" role="alert">{errors.form}</p> : null}
      <div className="actions"><Button type="submit" variant="primary" busy={busy}>{t('withdraw.accounts.add')}</Button></div>
    </form>
  );
}

function RemoveAccount({ account, onDone }: { account: Account; onDone: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!password) return setError(t('withdraw.error.required'));
    setBusy(true);
    try {
      await runCall('payoutAccountRemove', { id: account.id, paymentPassword: password });
      showToast(t('withdraw.accounts.removed'), 'success');
      onDone();
    } catch (e) {
      setError(errorText(t, asPlatformError(e)));
      setBusy(false);
    }
  };
  return (
    <form className="payout-remove" noValidate onSubmit={(e) => { e.preventDefault(); void remove(); }}>
      <Input id={`payout-remove-${account.id}`} type="password" autoComplete="off" label={t('withdraw.paymentPassword')} value={password} onChange={(e) => { setPassword(e.target.value); setError(undefined); }} error={error} />
      <div className="actions">
        <Button onClick={onDone} disabled={busy}>{t('common.cancel')}</Button>
        <Button type="submit" variant="danger" busy={busy}>{t('withdraw.accounts.remove')}</Button>
      </div>
    </form>
  );
}

export function PayoutAccounts() {
  const { t } = useTranslation();
  const list = useCall('payoutAccounts');
  const [removing, setRemoving] = useState<number | null>(null);
  if (!list.data) return null;
  const data = list.data;
  return (
    <Card title={t('withdraw.accounts.title')} className="payout-accounts">
      <p className="form-hint">{t('withdraw.accounts.count', { count: data.accounts.length, max: data.max })}</p>
      <ul className="payout-list">
        {data.accounts.map((a) => (
          <li key={a.id}>
            <span>{paymentName(t, a.provider, a.providerName)} {a.accountNumberMasked} · {a.holderName}</span>
            {removing === a.id ? <RemoveAccount account={a} onDone={() => setRemoving(null)} /> : <Button size="small" variant="ghost" onClick={() => setRemoving(a.id)}>{t('withdraw.accounts.remove')}</Button>}
          </li>
        ))}
      </ul>
      {data.accounts.length < data.max ? <AddAccount data={data} /> : <p className="form-hint">{t('errorCode.payoutAccount.limit')}</p>}
    </Card>
  );
}

export default PayoutAccounts;
