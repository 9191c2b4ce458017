// Deposit limits (UKGC RTS 12) for 24 hours, 7 days and a month: what is in force, what is used
// and left, and a raise waiting for its 24 hours. A lower limit applies at once; a higher one or
// none waits (the platform decides and says which). Shown on the deposit and responsible gaming pages.
import './deposit.css'; // its own import: the responsible gaming page shows the card without the deposit page
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall, useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Card, Input, Skeleton } from '../../ui/index.ts';
import { asPlatformError } from './errors.ts';
import type { CallResponse } from '../../../shared/api/index.ts';

type Limit = CallResponse<'depositLimits'>['limits'][number];

function LimitRow({ limit }: { limit: Limit }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [value, setValue] = useState('');
  const [state, setState] = useState<{ busy?: boolean; error?: string; done?: string }>({});
  const save = async (amount: string | null) => {
    setState({ busy: true });
    try {
      const result = await runCall('depositLimitSet', { period: limit.period, amount });
      setState({ done: t(result.change === 'now' ? 'depositLimits.savedNow' : 'depositLimits.savedPending') });
      setValue('');
    } catch (e) {
      setState({ error: errorText(t, asPlatformError(e)) });
    }
  };
  const id = `deposit-limit-${limit.period}`;
  return (
    <form className="deposit-limit" noValidate onSubmit={(e) => { e.preventDefault(); if (value.trim()) void save(value.trim()); }}>
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
      <Input id={id} label={t('depositLimits.newLimit')} inputMode="decimal" autoComplete="off" value={value} error={state.error}
        onChange={(e) => { setValue(e.target.value); setState({}); }} />
      {state.done ? <p className="form-success" role="status">{state.done}</p> : null}
      <div className="actions">
        <Button type="submit" variant="primary" busy={state.busy} disabled={!value.trim()}>{t('depositLimits.save')}</Button>
        {limit.limitMinor !== null && !(limit.pendingFrom !== null && limit.pendingMinor === null)
          ? <Button variant="ghost" onClick={() => void save(null)} disabled={state.busy}>{t('depositLimits.remove')}</Button> : null}
      </div>
    </form>
  );
}

export function DepositLimits() {
  const { t } = useTranslation();
  const limits = useCall('depositLimits');
  return (
    <Card title={t('depositLimits.title')} className="deposit-limits">
      <p className="deposit-hint">{t('depositLimits.hint')}</p>
      {limits.data ? (
        <div className="deposit-limit-list">{limits.data.limits.map((l) => <LimitRow key={l.period} limit={l} />)}</div>
      ) : limits.isError ? <p className="field-error" role="alert">{errorText(t, asPlatformError(limits.error))}</p>
        : <Skeleton height="8rem" label={t('common.loading')} />}
    </Card>
  );
}

export default DepositLimits;
