// The daily sign-in: the streak table as a row of day tiles (done, today, to come), today's
// claim as one large button. Where the member stands comes from the platform (the merchant's day).
import { Check, Gift } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardsResponse } from '../../../generated/api/rewards.ts';
import { useMoney } from '../../app/money.ts';
import { Button } from '../../ui/index.ts';
import { useRewardClaim } from './reward-claim.ts';

type Table = NonNullable<RewardsResponse['signIn']>;

export function SignInCard({ table }: { table: Table }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { busy, claim } = useRewardClaim();
  const today = table.amountsMinor[table.todayIndex] ?? 0;
  return (
    <section className="rc-signin" aria-labelledby="rc-signin-title">
      <header className="rc-signin-head">
        <h2 id="rc-signin-title" className="rc-title">{t('rewards.signIn.title')}</h2>
        <span className="rc-streak">{t('rewards.signIn.streak', { count: table.streak })}</span>
      </header>
      <ol className="rc-days" style={{ '--days': table.amountsMinor.length } as CSSProperties}>
        {table.amountsMinor.map((amount, i) => {
          const done = i < table.todayIndex || (i === table.todayIndex && table.claimedToday);
          const state = done ? 'done' : i === table.todayIndex ? 'today' : 'later';
          return (
            <li key={i} className={`rc-day rc-day-${state}`} aria-current={i === table.todayIndex ? 'date' : undefined}>
              <span className="rc-day-label">{t('rewards.signIn.day', { day: i + 1 })}</span>
              <span className="rc-day-icon" aria-hidden="true">{done ? <Check size={18} /> : <Gift size={18} />}</span>
              <span className="rc-day-amount">{money.format(amount)}</span>
            </li>
          );
        })}
      </ol>
      {table.claimedToday
        ? <Button variant="secondary" block disabled>{t('rewards.signIn.done')}</Button>
        : <Button variant="primary" block busy={busy === 'signIn'} onClick={() => void claim('signIn')}>{t('rewards.signIn.claim', { amount: money.format(today) })}</Button>}
      <p className="rc-hint">{t('rewards.signIn.hint')}</p>
    </section>
  );
}
