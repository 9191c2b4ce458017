// rewardCenter: the daily sign-in, rewards ready to claim, a promo code, then every reward of the
// member as the platform reads it from where each is recorded (sign-in, newbie, rescue fund, promo
// codes, missions, rebates, referral rewards, raffle prizes, promotion bonuses, points
// redemptions), by state. What is claimable is claimed here; an available rebate opens the rebate
// page, which shows what it covers before the member claims it.
import './missions.css';
import './reward-center.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardsResponse } from '../../../generated/api/rewards.ts';
import { PlatformError } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { EmptyState, Skeleton, TabPanel, Tabs } from '../../ui/index.ts';
import { PromoCodeCard } from './PromoCodeCard.tsx';
import { ReadyCards } from './ReadyCards.tsx';
import { RewardRow } from './RewardRow.tsx';
import { SignInCard } from './SignInCard.tsx';

type Reward = RewardsResponse['items'][number];
type Filter = 'all' | Reward['state'];

export function RewardCenterPage() {
  const { t } = useTranslation();
  const rewards = useCall('rewards', { fresh: true });
  const [filter, setFilter] = useState<Filter>('all');
  if (rewards.isError && !rewards.data) return <p role="alert">{errorText(t, rewards.error instanceof PlatformError ? rewards.error : null)}</p>;
  if (!rewards.data) return <Skeleton height="14rem" label={t('common.loading')} />;
  const { items, counts, signIn, promoCodes } = rewards.data;
  const filters: Filter[] = ['all', 'available', 'claimed', 'expired', ...(counts.pending > 0 ? ['pending' as const] : [])];
  const shown = filter === 'all' ? items : items.filter((r) => r.state === filter);
  return (
    <div className="rewards">
      <div className="rc-top">
        {signIn ? <SignInCard table={signIn} /> : null}
        <div className="rc-side">
          <ReadyCards items={items} />
          {promoCodes ? <PromoCodeCard /> : null}
        </div>
      </div>
      <h2 className="rc-title rc-history-title">{t('rewards.history')}</h2>
      <Tabs
        label={t('rewards.tabs')}
        idBase="rewards"
        selected={filter}
        onSelect={(key) => setFilter(key as Filter)}
        items={filters.map((key) => ({ key, label: t(key === 'all' ? 'rewards.tab.all' : `rewards.state.${key}`), badge: key === 'all' || counts[key] === 0 ? null : <span className="badge">{counts[key]}</span> }))}
      />
      <TabPanel idBase="rewards" tabKey={filter}>
        {shown.length ? (
          <ul className="rewards-list" aria-label={t('rewards.list')}>
            {shown.map((r) => <RewardRow key={r.id} reward={r} />)}
          </ul>
        ) : <EmptyState title={t('rewards.empty')} />}
      </TabPanel>
    </div>
  );
}

export default RewardCenterPage;
