// rewardCenter: every reward of the member as the platform reads it from the ledger and the
// mission state (missions, rebates, promotion bonuses, points redemptions), by state. An available
// mission is claimed here as on the missions page; an available rebate opens the rebate page,
// which shows what it covers before the member claims it.
import './missions.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RewardsResponse } from '../../../generated/api/rewards.ts';
import { PlatformError } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, EmptyState, Skeleton, TabPanel, Tabs, uiButtonClass, type Tone } from '../../ui/index.ts';
import { useMissionClaim } from './claim.ts';

type Reward = RewardsResponse['items'][number];
type Filter = 'all' | Reward['state'];

const TONE: Record<Reward['state'], Tone> = { available: 'success', claimed: 'neutral', expired: 'danger', pending: 'warning' };
const WHEN: Record<Reward['state'], string> = { available: 'rewards.claimBy', claimed: 'rewards.claimedAt', expired: 'rewards.expiredAt', pending: 'rewards.askedAt' };

export function RewardCenterPage() {
  const { t } = useTranslation();
  const rewards = useCall('rewards', { fresh: true });
  const [filter, setFilter] = useState<Filter>('all');
  if (rewards.isError && !rewards.data) return <p role="alert">{errorText(t, rewards.error instanceof PlatformError ? rewards.error : null)}</p>;
  if (!rewards.data) return <Skeleton height="14rem" label={t('common.loading')} />;
  const { items, counts } = rewards.data;
  const filters: Filter[] = ['all', 'available', 'claimed', 'expired', ...(counts.pending > 0 ? ['pending' as const] : [])];
  const shown = filter === 'all' ? items : items.filter((r) => r.state === filter);
  return (
    <div className="rewards">
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

function RewardRow({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { busy, claim } = useMissionClaim();
  const name = reward.labelKey ? t(reward.labelKey) : t(reward.source === 'rebate' ? 'rewards.rebateNow' : `rewards.source.${reward.source}`);
  const value = reward.amountMinor !== null ? money.format(reward.amountMinor) : t('rewards.points', { points: reward.points ?? 0 });
  const action = reward.state !== 'available'
    ? null
    : reward.source === 'mission' && reward.missionId
      ? <Button variant="primary" size="small" busy={busy !== null} onClick={() => void claim(reward.missionId!)}>{t('missions.claim')}</Button>
      : <Link className={uiButtonClass('secondary', 'small')} href="/member?page=manualRebate">{t('rewards.open')}</Link>;
  return (
    <li className={`reward reward-${reward.state}`}>
      <p className="reward-name">{name}</p>
      <div className="reward-side">
        <span className="reward-value">{value}</span>
        <Badge tone={TONE[reward.state]}>{t(`rewards.state.${reward.state}`)}</Badge>
        {action}
      </div>
      <p className="reward-source">{t(`rewards.source.${reward.source}`)}</p>
      {/* A rebate waits until claimed: only a mission's claim window has an end worth showing. */}
      {reward.state === 'available' && reward.source !== 'mission' ? null : <p className="reward-when">{t(WHEN[reward.state], { time: money.dateTime(reward.at) })}</p>}
    </li>
  );
}

export default RewardCenterPage;
