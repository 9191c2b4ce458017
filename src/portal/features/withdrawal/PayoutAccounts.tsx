// Bound payout accounts (security centre and withdraw page): a bank account or e-wallet in the
// member's real name, at most the merchant's maximum; removing one needs the transaction password.
// Both forms render from their call's request schema with the merchant's forms.<call> settings.
import './withdrawal.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import addCallSchema from '../../../../schemas/api/payoutAccountAdd.json';
import removeCallSchema from '../../../../schemas/api/payoutAccountRemove.json';
import { runCall, useCall } from '../../api/query.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, Card, showToast } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { paymentName } from '../../i18n/payment-name.ts';

type Accounts = CallResponse<'payoutAccounts'>;
type Account = Accounts['accounts'][number];

function AddAccount({ data }: { data: Accounts }) {
  const { t } = useTranslation();
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    provider: { widget: 'select', label: 'withdraw.accounts.provider', choices: data.providers.map((p) => ({ value: p.code, label: `${paymentName(t, p.code, p.name)} (${t(`withdraw.kind.${p.kind}`)})` })) },
    accountNumber: { widget: 'text', label: 'withdraw.accounts.number', inputMode: 'numeric', maxLength: 40 },
    holderName: { widget: 'text', label: 'withdraw.accounts.holder', hint: t('withdraw.accounts.holderHint'), readOnly: data.realName !== null, maxLength: 80 },
  }), [data, t]);
  const form = useSchemaForm('payoutAccountAdd', spec, addCallSchema.request, { provider: data.providers[0]?.code ?? '', holderName: data.realName ?? '' });
  const [busy, setBusy] = useState(false);
  const value = (name: string) => form.values[name] ?? '';
  const submit = async () => {
    const own: Record<string, string> = {};
    if (!/^[0-9]{6,30}$/.test(value('accountNumber').replace(/[\s-]/g, ''))) own.accountNumber = t('errorCode.payoutAccount.number.invalid');
    if (value('holderName').trim().length < 2) own.holderName = t('withdraw.error.required');
    if (!form.checkPatterns(own)) return;
    setBusy(true);
    try {
      await runCall('payoutAccountAdd', { provider: value('provider'), accountNumber: value('accountNumber'), holderName: value('holderName') });
      form.setValues({ ...form.values, accountNumber: '' });
      showToast(t('withdraw.accounts.added'), 'success');
    } catch (error) {
      form.refused(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SchemaForm state={form} className="payout-add" onSubmit={() => void submit()}>
      <div className="actions"><Button type="submit" variant="primary" busy={busy}>{t('withdraw.accounts.add')}</Button></div>
    </SchemaForm>
  );
}

const REMOVE_SPEC: Record<string, FieldSpec> = { paymentPassword: { widget: 'password', label: 'withdraw.paymentPassword' } };

function RemoveAccount({ account, onDone }: { account: Account; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm('payoutAccountRemove', REMOVE_SPEC, removeCallSchema.request, {});
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const password = form.values.paymentPassword ?? '';
    if (!password) return form.setErrors({ paymentPassword: t('withdraw.error.required') });
    setBusy(true);
    try {
      await runCall('payoutAccountRemove', { id: account.id, paymentPassword: password });
      showToast(t('withdraw.accounts.removed'), 'success');
      onDone();
    } catch (error) {
      // Every refusal here is about the password (wrong, locked) or the form.
      form.refused(error, () => 'paymentPassword');
      setBusy(false);
    }
  };
  return (
    <SchemaForm state={form} className="payout-remove" onSubmit={() => void remove()}>
      <div className="actions">
        <Button onClick={onDone} disabled={busy}>{t('common.cancel')}</Button>
        <Button type="submit" variant="danger" busy={busy}>{t('withdraw.accounts.remove')}</Button>
      </div>
    </SchemaForm>
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
