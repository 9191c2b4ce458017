// The request, rendered from withdrawRequest's request schema (forms/): the amount (the money
// widget, between the minimum and the member's real maximum: the smaller of the limit and what
// the balance allows), the payout account and the transaction password. A valid amount shows its
// fee, security deposit and what the member receives; the confirmation shows them again before
// anything is held. One request key per filled-in form, so a retry after a lost answer is one request.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/withdrawRequest.json';
import { securityDeposit, withdrawalFee } from '../../../shared/withdrawal-rules.ts';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { ConfirmStep } from '../../forms/ConfirmStep.tsx';
import { useMoneyTools } from '../../forms/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, showToast } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { useConfirmStep } from '../../forms/confirm-step.ts';
import { paymentName } from '../../i18n/payment-name.ts';

type Info = CallResponse<'withdrawInfo'>;
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);
/** The largest amount this member can ask for now. */
export const realMaxMinor = (info: Pick<Info, 'maxMinor' | 'withdrawableMinor'>) => Math.min(info.maxMinor, info.withdrawableMinor);

export function WithdrawalForm({ info }: { info: Info }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tools = useMoneyTools();
  const max = realMaxMinor(info);
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    amount: { widget: 'money', label: 'withdraw.amount', hint: t('withdraw.amountHint', { min: money.format(info.minMinor), max: money.format(max) }) },
    payoutAccountId: {
      widget: 'select', label: 'withdraw.account',
      choices: info.accounts.length ? info.accounts.map((a) => ({ value: String(a.id), label: `${paymentName(t, a.provider, a.providerName)} ${a.accountNumberMasked}` })) : [{ value: '', label: t('withdraw.noAccount') }],
    },
    paymentPassword: { widget: 'password', label: 'withdraw.paymentPassword' },
  }), [t, money, info, max]);
  const form = useSchemaForm('withdrawRequest', spec, callSchema.request, { payoutAccountId: String(info.accounts[0]?.id ?? '') });
  const [busy, setBusy] = useState(false);
  const { confirming, setConfirming, submitChecked } = useConfirmStep(form);
  const [key, setKey] = useState(newKey);
  const amount = tools.check(form.values.amount ?? '', { minMinor: info.minMinor, maxMinor: max });
  const preview = amount.ok ? { fee: withdrawalFee(amount.minor, info, tools.decimals), deposit: securityDeposit(amount.minor, info.penaltyRate) } : null;
  const account = info.accounts.find((a) => String(a.id) === form.values.payoutAccountId);

  const check = (): Record<string, string> => {
    const found: Record<string, string> = { ...form.patternErrors() };
    if (!amount.ok) found.amount = amount.error;
    if (!form.values.payoutAccountId) found.payoutAccountId = t('withdraw.error.account');
    if ((form.values.paymentPassword ?? '').length < 6) found.paymentPassword = t('withdraw.error.password');
    return found;
  };

  const send = async () => {
    if (!amount.ok) return;
    setBusy(true);
    try {
      await runCall('withdrawRequest', { amount: amount.text, payoutAccountId: Number(form.values.payoutAccountId), paymentPassword: form.values.paymentPassword ?? '', requestKey: key });
      showToast(t('withdraw.submitted'), 'success');
      form.setValues({ ...form.values, amount: '', paymentPassword: '' });
      setKey(newKey());
    } catch (error) {
      form.refused(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const submit = () => submitChecked(check, send);

  return (
    <>
      <SchemaForm state={form} className="withdrawal-form" onSubmit={submit} onEdit={() => setKey(newKey())}>
        <p className="withdrawal-preview" data-testid="withdrawal-preview" aria-live="polite">
          {preview && amount.ok ? t('withdraw.preview', { fee: money.format(preview.fee), net: money.format(Math.max(0, amount.minor - preview.fee)), deposit: money.format(preview.deposit) }) : null}
        </p>
        <div className="actions">
          <Button type="submit" variant="primary" busy={busy} block>{t('withdraw.submit')}</Button>
        </div>
      </SchemaForm>
      {confirming && amount.ok && preview ? (
        <ConfirmStep title={t('withdraw.confirmTitle')} busy={busy} onBack={() => setConfirming(false)} onConfirm={() => void send()}
          rows={[
            { label: t('form.confirm.amount'), value: money.format(amount.minor) },
            { label: t('form.confirm.fee'), value: money.format(preview.fee) },
            { label: t('withdraw.confirmDeposit'), value: money.format(preview.deposit) },
            { label: t('form.confirm.receive'), value: money.format(Math.max(0, amount.minor - preview.fee)) },
            { label: t('form.confirm.account'), value: account ? `${paymentName(t, account.provider, account.providerName)} ${account.accountNumberMasked}` : '' },
          ]} />
      ) : null}
    </>
  );
}
