// The member centre's withdraw page: what can be withdrawn and under which rules (turnover,
// min/max, daily count, hours), the request form, and the member's recent withdrawals with the
// confirmation of a payout. Every rule is checked again by the platform.
import './withdrawal.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Card, Skeleton } from '../../ui/index.ts';
import { useBalance } from '../session/index.ts';
import { asPlatformError } from '../../forms/server-errors.ts';
import { WithdrawalForm } from './WithdrawalForm.tsx';
import { WithdrawalList } from './WithdrawalList.tsx';
import { TurnoverBreakdown } from './TurnoverBreakdown.tsx';
import { PaymentPassword } from './PaymentPassword.tsx';
import { PayoutAccounts } from './PayoutAccounts.tsx';
import type { CallResponse } from '../../../shared/api/index.ts';

type Info = CallResponse<'withdrawInfo'>;

function Rules({ info }: { info: Info }) {
  const { t } = useTranslation();
  const money = useMoney();
  const hours = info.hours.from === '00:00' && info.hours.to === '24:00' ? t('withdraw.hours.allDay') : `${info.hours.from}–${info.hours.to}`;
  return (
    <dl className="withdrawal-facts">
      <div><dt>{t('withdraw.balance')}</dt><dd data-testid="withdrawal-balance">{money.format(info.balanceMinor)}</dd></div>
      <div><dt>{t('withdraw.withdrawable')}</dt><dd data-testid="withdrawal-withdrawable">{money.format(info.withdrawableMinor)}</dd></div>
      <div><dt>{t('withdraw.limits')}</dt><dd>{t('withdraw.limitsValue', { min: money.format(info.minMinor), max: money.format(info.maxMinor) })}</dd></div>
      <div><dt>{t('withdraw.dailyCount')}</dt><dd>{t('withdraw.dailyCountValue', { used: info.usedToday, count: info.dailyCount })}</dd></div>
      <div><dt>{t('withdraw.hours')}</dt><dd>{hours} {info.hours.open ? null : <Badge tone="warning">{t('withdraw.hours.closed')}</Badge>}</dd></div>
      <div><dt>{t('withdraw.turnover')}</dt><dd>{t('withdraw.turnoverValue', { done: money.format(info.turnover.doneMinor), required: money.format(info.turnover.requiredMinor) })}</dd></div>
    </dl>
  );
}

/** Why the form cannot be used now, and what to do about it. */
function Blocked({ info }: { info: Info }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!info.blockedReason) return null;
  return (
    <p className="withdrawal-blocked" role="alert">
      {t(`withdraw.blocked.${info.blockedReason}`, { remaining: money.format(info.turnover.remainingMinor), count: info.dailyCount, min: money.format(info.minMinor) })}
    </p>
  );
}

export function WithdrawalPage() {
  const { t } = useTranslation();
  const info = useCall('withdrawInfo');
  const money = useMoney();
  const { balance } = useBalance();
  const live = balance ? money.balanceMinor(balance) : null;
  const refetch = useRef(info.refetch);
  refetch.current = info.refetch;
  const seen = useRef(live);
  // A live balance change (a deposit credited, a rejection returned) changes what can be withdrawn.
  useEffect(() => {
    if (live !== null && seen.current !== null && live !== seen.current) void refetch.current();
    seen.current = live;
  }, [live]);
  if (info.isError && !info.data) return <p className="field-error" role="alert">{errorText(t, asPlatformError(info.error))}</p>;
  if (!info.data) return <Skeleton height="12rem" label={t('common.loading')} />;
  const data = info.data;
  return (
    <div className="withdrawal-page">
      <Card>
        <Rules info={data} />
        <TurnoverBreakdown lines={data.turnover.lines} />
        <Blocked info={data} />
        {data.blockedReason === null || data.blockedReason === 'balance' ? <WithdrawalForm info={data} /> : null}
      </Card>
      {!data.paymentPasswordSet ? <PaymentPassword /> : null}
      {data.paymentPasswordSet && data.accounts.length === 0 ? <PayoutAccounts /> : null}
      <WithdrawalList confirmMinutes={data.confirmMinutes} />
    </div>
  );
}

export default WithdrawalPage;
