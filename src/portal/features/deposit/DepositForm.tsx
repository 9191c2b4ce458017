// Channel, amount (the money widget, within the channel's limits) and the fee preview; "Continue
// to payment" shows the confirmation (amount, fee, what is credited, the channel), then creates
// the request and sends the member to the provider's checkout. One request key per filled-in
// form (a retry is one request).
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
import { Button } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { paymentName } from '../../i18n/payment-name.ts';
import { memberPageHref } from '../../../shared/pages/wire-names.ts';

type Channel = CallResponse<'depositChannels'>['channels'][number];
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);

/** The amount as typed, from minor units (no grouping: it is what the field holds). */
const toMajorText = (minor: number, decimals: number): string => (decimals ? (minor / 10 ** decimals).toFixed(decimals).replace(/\.?0+$/, '') : String(minor));

export function DepositForm({ channels }: { channels: Channel[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tools = useMoneyTools();
  const decimals = tools.decimals;
  const { confirm } = useFormSettings('depositCreate');
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState(channels[0]!.code);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<{ amount?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const channel = channels.find((c) => c.code === code) ?? channels[0]!;
  const read = tools.check(amount, { minMinor: channel.minMinor, maxMinor: channel.maxMinor });
  const minor = read.ok ? read.minor : null;
  const fee = minor !== null ? depositFee(minor, channel.fee, decimals) : null;

  const change = (next: { code?: string; amount?: string }) => {
    if (next.code !== undefined) setCode(next.code);
    if (next.amount !== undefined) setAmount(next.amount);
    setKey(newKey());
    setError({});
  };

  const check = (): string | undefined => {
    if (channel.chipsOnly && (minor === null || !channel.chipsMinor.includes(minor))) return t('deposit.error.chip');
    return read.ok ? undefined : read.error;
  };

  const send = async () => {
    if (!read.ok) return;
    setBusy(true);
    try {
      const returnUrl = `${window.location.origin}${memberPageHref('deposit')}`;
      const made = await runCall('depositCreate', { channel: channel.code, amount: read.text, requestKey: key, returnUrl });
      window.location.assign(made.checkoutUrl);
    } catch (e) {
      const placed = placeServerError(e, ['amount'], t, (c) => (c.startsWith('amount.') || c.startsWith('deposit.amount') || c.startsWith('deposit.limit.') ? 'amount' : null));
      setError({ amount: placed.fields.amount, form: placed.form ?? undefined });
      setBusy(false);
      setConfirming(false);
    }
  };

  const submit = () => {
    const found = check();
    if (found) return setError({ amount: found });
    if (confirm) setConfirming(true);
    else void send();
  };

  return (
    <>
    <form className="deposit-form" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <fieldset className="deposit-channels">
        <legend>{t('deposit.channel')}</legend>
        {channels.map((c) => (
          <label key={c.code} className={`deposit-channel${c.code === channel.code ? ' is-selected' : ''}`}>
            <input type="radio" name="deposit-channel" value={c.code} checked={c.code === channel.code} onChange={() => change({ code: c.code, amount: '' })} />
            <span className="deposit-channel-name">{paymentName(t, c.code, c.name)}</span>
            <span className="deposit-channel-kind">{t(`deposit.kind.${c.kind}`)}</span>
          </label>
        ))}
      </fieldset>
      {channel.chipsMinor.length ? (
        <div className="deposit-chips" role="group" aria-label={t('deposit.chips')}>
          {channel.chipsMinor.map((chip) => (
            <button
              key={chip} type="button" className={`deposit-chip${minor === chip ? ' is-selected' : ''}`} aria-pressed={minor === chip}
              onClick={() => change({ amount: toMajorText(chip, decimals) })}
            >
              {money.format(chip)}
            </button>
          ))}
        </div>
      ) : null}
      {channel.chipsOnly ? (
        <p className="deposit-hint">{t('deposit.chipsOnly')}</p>
      ) : (
        <MoneyField
          id="deposit-amount" name="amount" label={t('deposit.amount')} tools={tools} value={amount}
          onChange={(text) => change({ amount: text })} error={error.amount}
          hint={t('deposit.range', { min: money.format(channel.minMinor), max: money.format(channel.maxMinor) })}
        />
      )}
      {channel.chipsOnly && error.amount ? <p className="field-error" role="alert">{error.amount}</p> : null}
      <p className="deposit-preview" data-testid="deposit-preview" aria-live="polite">
        {fee !== null && minor !== null ? t('deposit.preview', { fee: money.format(fee), net: money.format(minor - fee) }) : t('deposit.previewEmpty')}
      </p>
      {error.form ? <p className="field-error" role="alert">{error.form}</p> : null}
      <div className="actions">
        <Button type="submit" variant="primary" busy={busy} block>{t('deposit.submit')}</Button>
      </div>
    </form>
    {confirming && fee !== null && minor !== null ? (
      <ConfirmStep title={t('deposit.confirmTitle')} busy={busy} onBack={() => setConfirming(false)} onConfirm={() => void send()}
        rows={[
          { label: t('form.confirm.amount'), value: money.format(minor) },
          { label: t('form.confirm.fee'), value: money.format(fee) },
          { label: t('form.confirm.receive'), value: money.format(minor - fee) },
          { label: t('form.confirm.channel'), value: paymentName(t, channel.code, channel.name) },
        ]} />
    ) : null}
    </>
  );
}
