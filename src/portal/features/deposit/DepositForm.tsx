// Channel, amount and the fee preview; "Continue to payment" creates the request and sends the
// member to the provider's checkout. One request key per filled-in form (a retry is one request).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { depositFee } from '../../../shared/deposit-rules.ts';
import { parseAmount } from '../../../shared/money.ts';
import { runCall } from '../../api/query.ts';
import { useConfig } from '../../app/config-context.tsx';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Input } from '../../ui/index.ts';
import { asPlatformError } from './errors.ts';
import type { CallResponse } from '../../../shared/api/index.ts';

type Channel = CallResponse<'depositChannels'>['channels'][number];
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);

/** The amount as typed, from minor units (no grouping: it is what the field holds). */
const toMajorText = (minor: number, decimals: number): string => (decimals ? (minor / 10 ** decimals).toFixed(decimals).replace(/\.?0+$/, '') : String(minor));

export function DepositForm({ channels }: { channels: Channel[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const decimals = useConfig().identity.currency.decimals;
  const [code, setCode] = useState(channels[0]!.code);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<{ amount?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const channel = channels.find((c) => c.code === code) ?? channels[0]!;
  const minor = parseAmount(amount.trim(), decimals);
  const fee = minor && minor > 0 ? depositFee(minor, channel.fee, decimals) : null;

  const change = (next: { code?: string; amount?: string }) => {
    if (next.code !== undefined) setCode(next.code);
    if (next.amount !== undefined) setAmount(next.amount);
    setKey(newKey());
    setError({});
  };

  const check = (): string | undefined => {
    if (minor === null || minor <= 0) return t('deposit.error.amount', { decimals });
    if (minor < channel.minMinor || minor > channel.maxMinor) return t('deposit.error.range', { min: money.format(channel.minMinor), max: money.format(channel.maxMinor) });
    if (channel.chipsOnly && !channel.chipsMinor.includes(minor)) return t('deposit.error.chip');
    return undefined;
  };

  const submit = async () => {
    const found = check();
    if (found) return setError({ amount: found });
    setBusy(true);
    try {
      const returnUrl = `${window.location.origin}/member?page=depositv2`;
      const made = await runCall('depositCreate', { channel: channel.code, amount: amount.trim(), requestKey: key, returnUrl });
      window.location.assign(made.checkoutUrl);
    } catch (e) {
      const err = asPlatformError(e);
      const text = errorText(t, err);
      setError(err.errorCode.startsWith('amount.') || err.errorCode.startsWith('deposit.amount') ? { amount: text } : { form: text });
      setBusy(false);
    }
  };

  return (
    <form className="deposit-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <fieldset className="deposit-channels">
        <legend>{t('deposit.channel')}</legend>
        {channels.map((c) => (
          <label key={c.code} className={`deposit-channel${c.code === channel.code ? ' is-selected' : ''}`}>
            <input type="radio" name="deposit-channel" value={c.code} checked={c.code === channel.code} onChange={() => change({ code: c.code, amount: '' })} />
            <span className="deposit-channel-name">{c.name}</span>
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
        <Input
          id="deposit-amount" label={t('deposit.amount')} inputMode="decimal" autoComplete="off" value={amount}
          onChange={(e) => change({ amount: e.target.value })} error={error.amount}
          hint={t('deposit.range', { min: money.format(channel.minMinor), max: money.format(channel.maxMinor) })}
        />
      )}
      {channel.chipsOnly && error.amount ? <p className="field-error" role="alert">{error.amount}</p> : null}
      <p className="deposit-preview" data-testid="deposit-preview" aria-live="polite">
        {fee !== null && minor ? t('deposit.preview', { fee: money.format(fee), net: money.format(minor - fee) }) : t('deposit.previewEmpty')}
      </p>
      {error.form ? <p className="field-error" role="alert">{error.form}</p> : null}
      <div className="actions">
        <Button type="submit" variant="primary" busy={busy} block>{t('deposit.submit')}</Button>
      </div>
    </form>
  );
}
