// Loss and wager limits for 24 hours, 7 days and a month, and a session-time limit: what is in
// force (the lower of the member's and the site's), what is used and left, and a raise waiting for
// its 24 hours and then the member's confirmation. Each form renders from playLimitSet's request
// schema with the merchant's forms.playLimitSet settings; the platform checks every bet again.
import './limits.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/playLimitSet.json';
import { runCall, useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import { useMoneyTools } from '../../forms/money.ts';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Card, Skeleton } from '../../ui/index.ts';
import { usePortal } from '../../state/store.ts';
import type { CallResponse } from '../../../shared/api/index.ts';

type Limit = CallResponse<'playLimits'>['limits'][number];

/** The largest money limit the platform takes (play-routes.ts). */
const MAX_LIMIT_MINOR = 1e15;
const MAX_MINUTES = 1440;
const MONEY_SPEC: Record<string, FieldSpec> = { amount: { widget: 'money', label: 'playLimits.newLimit' } };
const MINUTES_SPEC: Record<string, FieldSpec> = { amount: { widget: 'text', label: 'playLimits.newMinutes', inputMode: 'numeric', maxLength: 4 } };

function LimitRow({ limit }: { limit: Limit }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tools = useMoneyTools();
  const session = limit.kind === 'session';
  const form = useSchemaForm('playLimitSet', session ? MINUTES_SPEC : MONEY_SPEC, callSchema.request, {});
  // During a break only a limit that applies at once (a lower or a new one) is taken: the platform
  // refuses a removal or a confirmed raise (account.excluded), so neither is offered.
  const onBreak = usePortal((s) => Boolean(s.member?.protection));
  const [state, setState] = useState<{ busy?: boolean; done?: string }>({});
  const show = (minor: number) => (session ? String(minor) : money.format(minor));
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
    const result = await runCall('playLimitSet', { kind: limit.kind, period: limit.period, amount });
    return t(result.change === 'now' ? 'playLimits.savedNow' : 'playLimits.savedPending');
  });
  const confirm = () => act(async () => {
    await runCall('playLimitConfirm', { kind: limit.kind, period: limit.period });
    return t('playLimits.confirmed');
  });
  const submit = () => {
    const typed = String(form.values.amount ?? '').trim();
    if (session) {
      const ok = /^\d{1,4}$/.test(typed) && Number(typed) >= 1 && Number(typed) <= MAX_MINUTES;
      form.setErrors(ok ? {} : { amount: t('errorCode.limit.invalid') });
      if (ok) void save(typed);
      return;
    }
    const amount = tools.check(typed, { maxMinor: MAX_LIMIT_MINOR });
    if (form.checkPatterns(amount.ok ? {} : { amount: amount.error }) && amount.ok) void save(amount.text);
  };
  const id = `play-limit-${limit.kind}-${limit.period}`;
  const removal = limit.pendingFrom !== null && limit.pendingMinor === null;
  const lead = (
    <>
      <h4 className="play-limit-title">{t(`playLimits.period.${limit.period}`)}</h4>
      <p className="play-limit-now" data-testid={`${id}-now`}>
        {limit.limitMinor === null ? t('playLimits.none')
          : session ? t('playLimits.currentSession', { limit: limit.limitMinor, used: limit.usedMinor })
            : t('playLimits.current', { limit: show(limit.limitMinor), used: show(limit.usedMinor), left: show(limit.remainingMinor ?? 0) })}
      </p>
      {limit.operatorLimitMinor !== null && limit.limitMinor === limit.operatorLimitMinor
        ? <p className="play-limit-note">{t('playLimits.operator', { limit: show(limit.operatorLimitMinor) })}</p> : null}
      {limit.pendingFrom !== null ? (
        <p className="play-limit-note" role="status">
          {removal ? t('playLimits.pendingRemoval', { from: money.dateTime(limit.pendingFrom) })
            : t('playLimits.pending', { limit: show(limit.pendingMinor ?? 0), from: money.dateTime(limit.pendingFrom) })}
        </p>
      ) : null}
    </>
  );
  return (
    <SchemaForm state={form} idPrefix={`playLimitSet-${limit.kind}-${limit.period}`} className="play-limit" lead={lead} onSubmit={submit} onEdit={() => setState({})}>
      {state.done ? <p className="form-success" role="status">{state.done}</p> : null}
      <div className="actions">
        <Button type="submit" variant="primary" busy={state.busy}>{t('playLimits.save')}</Button>
        {limit.confirmable && !onBreak ? <Button variant="secondary" onClick={() => void confirm()} disabled={state.busy}>{t('playLimits.confirm')}</Button> : null}
        {limit.memberLimitMinor !== null && !removal && !onBreak
          ? <Button variant="ghost" onClick={() => void save(null)} disabled={state.busy}>{t('playLimits.remove')}</Button> : null}
      </div>
    </SchemaForm>
  );
}

export function PlayLimits() {
  const { t } = useTranslation();
  const limits = useCall('playLimits');
  const kinds = ['loss', 'wager', 'session'] as const;
  const all = limits.data?.limits;
  // During a break a higher limit or none cannot be confirmed (the rows offer no Confirm or Remove).
  const onBreak = usePortal((s) => Boolean(s.member?.protection));
  return (
    <Card title={t('playLimits.title')} className="play-limits">
      <p className="play-limit-hint">{t(onBreak ? 'playLimits.hintOnBreak' : 'playLimits.hint')}</p>
      {all ? kinds.map((kind) => (
        <section key={kind} aria-labelledby={`play-limits-${kind}`}>
          <h3 id={`play-limits-${kind}`}>{t(`playLimits.kind.${kind}`)}</h3>
          <div className="play-limit-list">
            {all.filter((l) => l.kind === kind).map((l) => <LimitRow key={`${l.kind}-${l.period}`} limit={l} />)}
          </div>
        </section>
      )) : limits.isError ? <p className="field-error" role="alert">{errorText(t, limits.error as { errorCode?: string })}</p>
        : <Skeleton height="8rem" label={t('common.loading')} />}
    </Card>
  );
}

export default PlayLimits;
