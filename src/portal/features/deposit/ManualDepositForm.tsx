// A manual bank transfer, rendered from depositManualCreate's request schema (forms/) with the
// merchant's forms.depositManualCreate settings: the merchant's receiving account above, then the
// amount (the money widget within the channel's own minimum and maximum) and the bank's
// reference, then the receipt image (the form's own part: a file, not a schema field). The file
// is read here only to send it; the platform decides by its bytes whether it is a png or jpg of
// at most 5 MB. The confirmation repeats amount, fee and account before the request is sent,
// unless the merchant switched it off. One request key per filled-in form.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/depositManualCreate.json';
import { TRANSFER_REFERENCE } from '../../../shared/deposit-rules.ts';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { ConfirmStep } from '../../forms/ConfirmStep.tsx';
import { useConfirmStep } from '../../forms/confirm-step.ts';
import { useMoneyTools } from '../../forms/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import { callSchemaFieldOf, placeServerError } from '../../forms/server-errors.ts';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { paymentName } from '../../i18n/payment-name.ts';
import { Button, showToast } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { depositConfirmRows, depositSplit, newKey } from './deposit-confirm.ts';
import { ReceiptPicker } from './ReceiptPicker.tsx';

type Channel = CallResponse<'depositChannels'>['channels'][number];
const MAX_BYTES = 5 * 1024 * 1024;

const readAsDataUrl = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
  reader.readAsDataURL(file);
});

export function ManualDepositForm({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tools = useMoneyTools();
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    amount: { widget: 'money', label: 'deposit.amount', hint: t('deposit.range', { min: money.format(channel.minMinor), max: money.format(channel.maxMinor) }) },
    reference: { widget: 'text', label: 'deposit.manual.reference', maxLength: 40 },
  }), [channel, t, money]);
  const form = useSchemaForm('depositManualCreate', spec, callSchema.request, {});
  const { confirming, setConfirming, submitChecked } = useConfirmStep(form);
  const [file, setFile] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const [picks, setPicks] = useState(0);
  const account = channel.receivingAccount;
  const read = tools.check(form.values.amount ?? '', { minMinor: channel.minMinor, maxMinor: channel.maxMinor });
  // The same code may name channels with '_' that rjsf's ids cannot carry; the page shows one form per channel.
  const idPrefix = `depositManualCreate-${channel.code.replace(/[^A-Za-z0-9-]/g, '-')}`;

  const check = (): Record<string, string> => {
    const found: Record<string, string> = { ...form.patternErrors() };
    if (!read.ok) found.amount = read.error;
    if (!TRANSFER_REFERENCE.test((form.values.reference ?? '').trim())) found.reference = t('errorCode.deposit.reference.invalid');
    const receipt = !file ? t('errorCode.deposit.receipt.required') : file.size > MAX_BYTES ? t('errorCode.deposit.receipt.tooLarge') : undefined;
    setReceiptError(receipt);
    return receipt ? { ...found, receipt } : found;
  };

  const send = async () => {
    if (!read.ok || !file) return;
    setBusy(true);
    try {
      const receipt = await readAsDataUrl(file);
      await runCall('depositManualCreate', { channel: channel.code, amount: read.text, reference: (form.values.reference ?? '').trim(), receipt, requestKey: key });
      showToast(t('deposit.manual.sent'), 'success');
      form.setValues({ ...form.values, amount: '', reference: '' });
      setFile(null);
      setPicks((n) => n + 1);
      setKey(newKey());
    } catch (error) {
      // A limit refusal names what is left to deposit: the call schema puts it beside the amount.
      const placed = placeServerError(error, [...form.fields, 'receipt'], t, callSchemaFieldOf('depositManualCreate'));
      const { receipt, ...fields } = placed.fields;
      form.setErrors(fields);
      form.setFormError(placed.form);
      setReceiptError(receipt);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const edited = () => {
    setKey(newKey());
    setReceiptError(undefined);
  };

  const lead = (
    <>
      <h3 className="deposit-manual-title">{t('deposit.manual.title')}</h3>
      {account ? (
        <dl className="deposit-account" aria-label={t('deposit.manual.account')}>
          <div><dt>{t('deposit.manual.bank')}</dt><dd>{account.bankName}{account.branch ? ` · ${account.branch}` : ''}</dd></div>
          <div><dt>{t('deposit.manual.accountName')}</dt><dd>{account.accountName}</dd></div>
          <div><dt>{t('deposit.manual.accountNumber')}</dt><dd className="deposit-account-number">{account.accountNumber}</dd></div>
        </dl>
      ) : null}
      <p className="deposit-hint">{t('deposit.manual.hint')}</p>
    </>
  );

  return (
    <>
      <SchemaForm state={form} idPrefix={idPrefix} label={t('deposit.manual.title')} className="deposit-form" lead={lead}
        onSubmit={() => submitChecked(check, send)} onEdit={edited}>
        <ReceiptPicker id={`${idPrefix}-receipt`} file={file} resetKey={picks} error={receiptError} onFile={(picked) => { setFile(picked); form.setFormError(null); edited(); }} />
        <div className="actions">
          <Button type="submit" variant="primary" busy={busy} block>{t('deposit.manual.submit')}</Button>
        </div>
      </SchemaForm>
      {confirming && read.ok ? (
        <ConfirmStep title={t('deposit.confirmTitle')} busy={busy} onBack={() => setConfirming(false)} onConfirm={() => void send()}
          rows={depositConfirmRows(t, money.format, read.minor, depositSplit(read.minor, channel.fee, tools.decimals), {
            label: t('form.confirm.account'), value: account ? `${account.bankName} ${account.accountNumber}` : paymentName(t, channel.code, channel.name),
          })} />
      ) : null}
    </>
  );
}
