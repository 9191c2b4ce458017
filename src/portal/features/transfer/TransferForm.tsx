// One transfer, rendered from its call's request schema (forms/): to the upline (transferUpline,
// no recipient field) or to a downline member (agentTransfer, its username), the amount (the
// money widget, at most the balance), an optional remark and the transaction password. The
// member's own mistakes show next to their field before anything is sent; the confirmation shows
// who receives what before the money moves; the platform checks each rule again and its refusal
// shows next to the field it is about. One request key per filled-in form, so a retry after a
// lost answer is one transfer.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import agentTransfer from '../../../../schemas/api/agentTransfer.json';
import transferUpline from '../../../../schemas/api/transferUpline.json';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { ConfirmStep } from '../../forms/ConfirmStep.tsx';
import { useMoneyTools } from '../../forms/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, showToast } from '../../ui/index.ts';
import { useConfirmStep } from '../../forms/confirm-step.ts';

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);
export function TransferForm({ to, upline, balanceMinor }: { to: 'upline' | 'downline'; upline: string | null; balanceMinor: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tools = useMoneyTools();
  const call = to === 'upline' ? 'transferUpline' : 'agentTransfer';
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    ...(to === 'downline' ? { username: { widget: 'text', label: 'transfer.recipient', hint: t('transfer.recipientHint'), maxLength: 30 } } : {}),
    amount: { widget: 'money', label: 'transfer.amount', hint: t('transfer.amountHint', { max: money.format(balanceMinor) }) },
    remark: { widget: 'text', label: 'transfer.remark', maxLength: 100 },
    paymentPassword: { widget: 'password', label: 'transfer.paymentPassword' },
  }), [to, t, money, balanceMinor]);
  const form = useSchemaForm(call, spec, (to === 'upline' ? transferUpline : agentTransfer).request, {});
  const [busy, setBusy] = useState(false);
  const { confirming, setConfirming, submitChecked } = useConfirmStep(form);
  const [key, setKey] = useState(newKey);
  const values = form.values;
  const amount = tools.check(values.amount ?? '', { maxMinor: balanceMinor });
  const recipient = to === 'upline' ? upline ?? '' : (values.username ?? '').trim();

  const check = (): Record<string, string> => {
    const found: Record<string, string> = { ...form.patternErrors() };
    if (to === 'downline' && !recipient) found.username = t('transfer.error.username');
    if (!amount.ok) found.amount = amount.error;
    if ((values.paymentPassword ?? '').length < 6) found.paymentPassword = t('transfer.error.password');
    return found;
  };

  const send = async () => {
    if (!amount.ok) return;
    setBusy(true);
    const remark = (values.remark ?? '').trim();
    const common = { amount: amount.text, paymentPassword: values.paymentPassword ?? '', requestKey: key, ...(remark ? { remark } : {}) };
    try {
      const sent = to === 'upline' ? await runCall('transferUpline', common) : await runCall('agentTransfer', { ...common, username: recipient });
      showToast(t('transfer.done', { amount: money.format(sent.amountMinor), username: sent.counterparty }), 'success');
      form.setValues(Object.fromEntries(form.fields.map((name) => [name, ''])));
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
      {to === 'upline' ? <p className="transfer-to">{t('transfer.toUplineName', { username: upline ?? '' })}</p> : null}
      <SchemaForm state={form} className="transfer-form" onSubmit={submit} onEdit={() => setKey(newKey())}>
        <Button type="submit" variant="primary" busy={busy} block>{t(to === 'upline' ? 'transfer.submitUpline' : 'transfer.submitDownline')}</Button>
      </SchemaForm>
      {confirming && amount.ok ? (
        <ConfirmStep title={t('transfer.confirmTitle')} busy={busy} onBack={() => setConfirming(false)} onConfirm={() => void send()}
          rows={[
            { label: t('form.confirm.amount'), value: money.format(amount.minor) },
            { label: t('form.confirm.fee'), value: money.format(0) },
            { label: t('form.confirm.receive'), value: money.format(amount.minor) },
            { label: t('form.confirm.recipient'), value: recipient },
          ]} />
      ) : null}
    </>
  );
}
