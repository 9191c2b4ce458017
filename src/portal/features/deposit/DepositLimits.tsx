// Deposit limits (UKGC RTS 12) for 24 hours, 7 days and a month: what is in force, what is used
// and left, and a raise waiting for its 24 hours. A lower limit applies at once; a higher one or
// none waits 24 hours and then the member's confirmation (the platform decides and says which).
// Shown on the deposit and responsible gaming pages.
// Each period's form renders from depositLimitSet's request schema with the merchant's
// forms.depositLimitSet settings; the amount is the money field, refused with the rule it broke.
// A merchant may fix the period, and then only that period's limit is offered.
import './deposit.css'; // its own import: the responsible gaming page shows the card without the deposit page
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/depositLimitSet.json';
import { runCall, useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import { fixedValue, useFormSettings } from '../../forms/settings.ts';
import { useMoneyTools } from '../../forms/money.ts';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Card, Skeleton } from '../../ui/index.ts';
import { usePortal } from '../../state/store.ts';
import { asPlatformError } from './errors.ts';
import type { CallResponse } from '../../../shared/api/index.ts';

type Limit = CallResponse<'depositLimits'>['limits'][number];

/** The largest limit the platform takes (routes/deposit-limits.ts). */
const MAX_LIMIT_MINOR = 1e15;
const SPEC: Record<string, FieldSpec> = { amount: { widget: 'money', label: 'depositLimits.newLimit' } };

function LimitRow({ limit }: { limit: Limit }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tools = useMoneyTools();
  const form = useSchemaForm('depositLimitSet', SPEC, callSchema.request, {});
  // During a break only a limit that applies at once (a lower or a new one) is taken: the platform
  // refuses a removal or a confirmed raise (account.excluded), so neither is offered.
  const onBreak = usePortal((s) => Boolean(s.member?.protection));
  const [state, setState] = useState<{ busy?: boolean; done?: string }>({});
  const act = async (run: () => Promise<string>) => {
    setState({ busy: true });
    try {
      setState({ done: await run() });
      form.setValues({ ...form.values, amount: '' });
    } catch (error) {
      form.refused(error);
      setState({});
    }
  };
  const save = (amount: string | null) => act(async () => {
    const result = await runCall('depositLimitSet', { period: limit.period, amount });
    return t(result.change === 'now' ? 'depositLimits.savedNow' : 'depositLimits.savedPending');
  });
  const confirm = () => act(async () => {
    await runCall('depositLimitConfirm', { period: limit.period });
    return t('depositLimits.confirmed');
  });
  const submit = () => {
    const amount = tools.check(form.values.amount ?? '', { maxMinor: MAX_LIMIT_MINOR });
    if (form.checkPatterns(amount.ok ? {} : { amount: amount.error }) && amount.ok) void save(amount.text);
  };
  const id = `deposit-limit-${limit.period}`;
  const lead = (
    <>
      <h4 className="deposit-limit-title">{t(`depositLimits.period.${limit.period}`)}</h4>
      <p className="deposit-limit-now" data-testid={`${id}-now`}>
        {limit.limitMinor === null ? t('depositLimits.none')
          : t('depositLimits.current', { limit: money.format(limit.limitMinor), used: money.format(limit.usedMinor), left: money.format(limit.remainingMinor ?? 0) })}
      </p>
      {limit.pendingFrom !== null ? (
        <p className="deposit-limit-pending" role="status">
          {limit.pendingMinor === null
            ? t('depositLimits.pendingRemoval', { from: money.dateTime(limit.pendingFrom) })
            : t('depositLimits.pending', { limit: money.format(limit.pendingMinor), from: money.dateTime(limit.pendingFrom) })}
        </p>
      ) : null}
    </>
  );
  return (
    <SchemaForm state={form} idPrefix={`depositLimitSet-${limit.period}`} className="deposit-limit" lead={lead} onSubmit={submit} onEdit={() => setState({})}>
      {state.done ? <p className="form-success" role="status">{state.done}</p> : null}
      <div className="actions">
        <Button type="submit" variant="primary" busy={state.busy}>{t('depositLimits.save')}</Button>
        {limit.confirmable && !onBreak ? <Button variant="secondary" onClick={() => void confirm()} disabled={state.busy}>{t('depositLimits.confirm')}</Button> : null}
        {limit.limitMinor !== null && !(limit.pendingFrom !== null && limit.pendingMinor === null) && !onBreak
          ? <Button variant="ghost" onClick={() => void save(null)} disabled={state.busy}>{t('depositLimits.remove')}</Button> : null}
      </div>
    </SchemaForm>
  );
}

export function DepositLimits() {
  const { t } = useTranslation();
  const limits = useCall('depositLimits');
  // A merchant that fixes the period (forms.depositLimitSet.fields.period hidden with a default) offers that one only.
  const period = fixedValue(useFormSettings('depositLimitSet'), 'period');
  // During a break a higher limit or none cannot be confirmed (the rows offer no Confirm or Remove).
  const onBreak = usePortal((s) => Boolean(s.member?.protection));
  return (
    <Card title={t('depositLimits.title')} className="deposit-limits">
      <p className="deposit-hint">{t(onBreak ? 'depositLimits.hintOnBreak' : 'depositLimits.hint')}</p>
      {limits.data ? (
        <div className="deposit-limit-list">{limits.data.limits.filter((l) => period === null || l.period === period).map((l) => <LimitRow key={l.period} limit={l} />)}</div>
      ) : limits.isError ? <p className="field-error" role="alert">{errorText(t, asPlatformError(limits.error))}</p>
        : <Skeleton height="8rem" label={t('common.loading')} />}
    </Card>
  );
}

export default DepositLimits;
