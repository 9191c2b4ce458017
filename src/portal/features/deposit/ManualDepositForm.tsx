// A manual bank transfer: the merchant's receiving account, then amount, the bank's reference and
// a receipt image. The file is read here only to send it; the platform decides by its bytes
// whether it is a png or jpg of at most 5 MB. The amount is the money widget within the channel's
// limits; the confirmation repeats amount, fee and account before the request is sent. One
// request key per filled-in form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { depositFee } from '../../../shared/deposit-rules.ts';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { ConfirmStep } from '../../forms/ConfirmStep.tsx';
import { useMoneyTools } from '../../forms/money.ts';
import { MoneyField } from '../../forms/MoneyField.tsx';
import { placeServerError } from '../../forms/server-errors.ts';
import { useFormSettings } from '../../forms/settings.ts';
import { Button, Input, showToast } from '../../ui/index.ts';
import { ReceiptPicker } from './ReceiptPicker.tsx';
import type { CallResponse } from '../../../shared/api/index.ts';
import { paymentName } from '../../i18n/payment-name.ts';

type Channel = CallResponse<'depositChannels'>['channels'][number];
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);
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
  const { confirm } = useFormSettings('depositManualCreate');
  const [confirming, setConfirming] = useState(false);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ amount?: string; reference?: string; receipt?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const [picks, setPicks] = useState(0);
  const account = channel.receivingAccount;
  const read = tools.check(amount, { minMinor: channel.minMinor, maxMinor: channel.maxMinor });

  const check = () => {
    const found: typeof error = {};
    if (!read.ok) found.amount = read.error;
    if (reference.trim().length < 4) found.reference = t('errorCode.deposit.reference.invalid');
    if (!file) found.receipt = t('errorCode.deposit.receipt.required');
    else if (file.size > MAX_BYTES) found.receipt = t('errorCode.deposit.receipt.tooLarge');
    return found;
  };

  const submit = () => {
    const found = check();
    if (Object.keys(found).length) return setError(found);
    if (confirm) setConfirming(true);
    else void send();
  };

  const send = async () => {
    if (!read.ok) return;
    setBusy(true);
    try {
      const receipt = await readAsDataUrl(file!);
      await runCall('depositManualCreate', { channel: channel.code, amount: read.text, reference: reference.trim(), receipt, requestKey: key });
      showToast(t('deposit.manual.sent'), 'success');
      setAmount('');
      setReference('');
      setFile(null);
      setPicks((n) => n + 1);
      setKey(newKey());
      setError({});
    } catch (e) {
      // A limit refusal names what is left to deposit: it belongs beside the amount.
      const placed = placeServerError(e, ['amount', 'reference', 'receipt'], t, (code) => (
        code.startsWith('amount.') || code.startsWith('deposit.amount') || code.startsWith('deposit.limit.') ? 'amount'
          : code === 'deposit.reference.invalid' ? 'reference' : code.startsWith('deposit.receipt') ? 'receipt' : null));
      setError({ ...placed.fields, ...(placed.form ? { form: placed.form } : {}) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
    <form className="deposit-form" noValidate aria-label={t('deposit.manual.title')} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <h3 className="deposit-manual-title">{t('deposit.manual.title')}</h3>
      {account ? (
        <dl className="deposit-account" aria-label={t('deposit.manual.account')}>
          <div><dt>{t('deposit.manual.bank')}</dt><dd>{account.bankName}{account.branch ? ` · ${account.branch}` : ''}</dd></div>
          <div><dt>{t('deposit.manual.accountName')}</dt><dd>{account.accountName}</dd></div>
          <div><dt>{t('deposit.manual.accountNumber')}</dt><dd className="deposit-account-number">{account.accountNumber}</dd></div>
        </dl>
      ) : null}
      <p className="deposit-hint">{t('deposit.manual.hint')}</p>
      <MoneyField
        id="manual-amount" name="amount" label={t('deposit.amount')} tools={tools} value={amount}
        onChange={(text) => { setAmount(text); setError({}); setKey(newKey()); }} error={error.amount}
        hint={t('deposit.range', { min: money.format(channel.minMinor), max: money.format(channel.maxMinor) })}
      />
      <Input
        id="manual-reference" label={t('deposit.manual.reference')} autoComplete="off" maxLength={40} value={reference}
        onChange={(e) => { setReference(e.target.value); setError({}); setKey(newKey()); }} error={error.reference}
      />
      <ReceiptPicker file={file} resetKey={picks} error={error.receipt} onFile={(picked) => { setFile(picked); setError({}); setKey(newKey()); }} />
      {error.form ? <p className="field-error" role="alert">{error.form}</p> : null}
      <div className="actions">
        <Button type="submit" variant="primary" busy={busy} block>{t('deposit.manual.submit')}</Button>
      </div>
    </form>
    {confirming && read.ok ? (
      <ConfirmStep title={t('deposit.confirmTitle')} busy={busy} onBack={() => setConfirming(false)} onConfirm={() => void send()}
        rows={[
          { label: t('form.confirm.amount'), value: money.format(read.minor) },
          { label: t('form.confirm.fee'), value: money.format(depositFee(read.minor, channel.fee, tools.decimals)) },
          { label: t('form.confirm.receive'), value: money.format(read.minor - depositFee(read.minor, channel.fee, tools.decimals)) },
          { label: t('form.confirm.account'), value: account ? `${account.bankName} ${account.accountNumber}` : paymentName(t, channel.code, channel.name) },
        ]} />
    ) : null}
    </>
  );
}
