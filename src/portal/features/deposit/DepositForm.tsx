// A deposit through a payment channel, rendered from depositCreate's request schema (forms/) with
// the merchant's forms.depositCreate settings: the channel (chips naming its kind), the channel's
// quick amounts above the amount, the amount (the money widget within that channel's own minimum
// and maximum) and the fee preview. Submit shows the confirmation (amount, fee, what is credited,
// the channel) unless the merchant switched it off, then creates the request and sends the member
// to the provider's checkout. One request key per filled-in form (a retry is one request).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/depositCreate.json';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { ConfirmStep } from '../../forms/ConfirmStep.tsx';
import { useConfirmStep } from '../../forms/confirm-step.ts';
import { useMoneyTools } from '../../forms/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { paymentName } from '../../i18n/payment-name.ts';
import { Button } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { depositConfirmRows, depositSplit, newKey } from './deposit-confirm.ts';
import { memberPageHref } from '../../../shared/pages/wire-names.ts';

type Channel = CallResponse<'depositChannels'>['channels'][number];

/** A chip's amount as the field holds it when typed (no grouping). */
const toMajorText = (minor: number, decimals: number): string => (decimals ? (minor / 10 ** decimals).toFixed(decimals).replace(/\.?0+$/, '') : String(minor));

export function DepositForm({ channels }: { channels: Channel[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tools = useMoneyTools();
  // The chosen channel gives the amount's range; the form's values hold it, so it is followed here.
  const [code, setCode] = useState(channels[0]!.code);
  const shown = channels.find((c) => c.code === code) ?? null;
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    channel: { widget: 'choice', label: 'deposit.channel', choices: channels.map((c) => ({ value: c.code, label: paymentName(t, c.code, c.name), detail: t(`deposit.kind.${c.kind}`) })) },
    amount: {
      widget: 'money', label: 'deposit.amount', readOnly: shown?.chipsOnly,
      hint: !shown ? undefined : shown.chipsOnly ? t('deposit.chipsOnly') : t('deposit.range', { min: money.format(shown.minMinor), max: money.format(shown.maxMinor) }),
    },
  }), [channels, shown, t, money]);
  const form = useSchemaForm('depositCreate', spec, callSchema.request, { channel: channels[0]!.code });
  if ((form.values.channel ?? '') !== code) setCode(form.values.channel ?? '');
  const { confirming, setConfirming, submitChecked } = useConfirmStep(form);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const channel = channels.find((c) => c.code === form.values.channel) ?? null;
  const read = tools.check(form.values.amount ?? '', { minMinor: channel?.minMinor, maxMinor: channel?.maxMinor });
  const split = read.ok && channel ? depositSplit(read.minor, channel.fee, tools.decimals) : null;

  const check = (): Record<string, string> => {
    const found: Record<string, string> = { ...form.patternErrors() };
    // A channel the merchant fixed (hidden, with a default) that is not offered now: said on the form.
    if (!channel) {
      form.setFormError(t('errorCode.deposit.channel.invalid'));
      return { ...found, channel: t('errorCode.deposit.channel.invalid') };
    }
    if (channel.chipsOnly && !(read.ok && channel.chipsMinor.includes(read.minor))) found.amount = t('deposit.error.chip');
    else if (!read.ok) found.amount = read.error;
    return found;
  };

  const send = async () => {
    if (!read.ok || !channel) return;
    setBusy(true);
    try {
      const returnUrl = `${window.location.origin}${memberPageHref('deposit')}`;
      const made = await runCall('depositCreate', { channel: channel.code, amount: read.text, requestKey: key, returnUrl });
      window.location.assign(made.checkoutUrl);
    } catch (error) {
      form.refused(error);
      setBusy(false);
      setConfirming(false);
    }
  };

  const pick = (chip: number) => {
    form.setValues({ ...form.values, amount: toMajorText(chip, tools.decimals) });
    form.setErrors({});
    form.setFormError(null);
    setKey(newKey());
  };
  const chips = channel?.chipsMinor.length ? (
    <div className="deposit-chips" role="group" aria-label={t('deposit.chips')}>
      {channel.chipsMinor.map((chip) => (
        <button key={chip} type="button" className={`deposit-chip${read.ok && read.minor === chip ? ' is-selected' : ''}`} aria-pressed={read.ok && read.minor === chip} onClick={() => pick(chip)}>
          {money.format(chip)}
        </button>
      ))}
    </div>
  ) : null;

  return (
    <>
      <SchemaForm state={form} className="deposit-form" before={chips ? { amount: chips } : undefined} onSubmit={() => submitChecked(check, send)} onEdit={() => setKey(newKey())}>
        <p className="deposit-preview" data-testid="deposit-preview" aria-live="polite">
          {split && read.ok ? t('deposit.preview', { fee: money.format(split.fee), net: money.format(split.credit) }) : t('deposit.previewEmpty')}
        </p>
        <div className="actions">
          <Button type="submit" variant="primary" busy={busy} block>{t('deposit.submit')}</Button>
        </div>
      </SchemaForm>
      {confirming && split && read.ok && channel ? (
        <ConfirmStep title={t('deposit.confirmTitle')} busy={busy} onBack={() => setConfirming(false)} onConfirm={() => void send()}
          rows={depositConfirmRows(t, money.format, read.minor, split, { label: t('form.confirm.channel'), value: paymentName(t, channel.code, channel.name) })} />
      ) : null}
    </>
  );
}
