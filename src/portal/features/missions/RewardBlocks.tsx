// The reward centre's blocks: the daily sign-in, the rewards ready to claim (newbie, rescue fund),
// the promo code, and the history of every reward of the member as the platform reads it from where
// each is recorded (sign-in, newbie, rescue fund, promo codes, missions, rebates, referral rewards,
// raffle prizes, promotion bonuses, points redemptions), by state. What is claimable is claimed
// here; an available rebate opens the rebate page, which shows what it covers before the claim.
// The blocks read one query (rewards-query.tsx); a block with nothing to show renders nothing.
import './missions.css';
import './reward-center.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, TabPanel, Tabs } from '../../ui/index.ts';
import { PromoCodeCard } from './PromoCodeCard.tsx';
import { ReadyCards, READY_SOURCES } from './ReadyCards.tsx';
import { RewardRow } from './RewardRow.tsx';
import { SignInCard } from './SignInCard.tsx';
import { WithRewards, type Rewards } from './rewards-query.tsx';

type Settings = { block?: { [setting: string]: unknown } };
type Reward = Rewards['items'][number];
type Filter = 'all' | Reward['state'];
const FILTERS: readonly Filter[] = ['all', 'available', 'claimed', 'expired', 'pending'];

/** The setting `name` as the listed values it keeps, in its own order; `all` when it is not set. */
function listed<T extends string>(block: Settings['block'], name: string, all: readonly T[]): readonly T[] {
  const value = block?.[name];
  return Array.isArray(value) ? value.filter((v): v is T => all.includes(v as T)) : all;
}

export function RewardSignIn() {
  return <div className="missions-part"><WithRewards height="10rem">{({ signIn }) => (signIn ? <SignInCard table={signIn} /> : null)}</WithRewards></div>;
}

export function RewardsReady({ block }: Settings) {
  const sources = listed(block, 'sources', READY_SOURCES);
  return <div className="missions-part rc-side"><WithRewards height="6rem">{({ items }) => <ReadyCards items={items} sources={sources} />}</WithRewards></div>;
}

export function PromoCode() {
  return <div className="missions-part"><WithRewards height="6rem">{({ promoCodes }) => (promoCodes ? <PromoCodeCard /> : null)}</WithRewards></div>;
}

export function RewardHistory({ block }: Settings) {
  const { t } = useTranslation();
  const tabs = listed(block, 'tabs', FILTERS);
  const sources = listed<Reward['source']>(block, 'sources', []);
  const [picked, setFilter] = useState<Filter | null>(null);
  return (
    <div className="missions-part">
    <WithRewards height="14rem">
      {({ items, counts }) => {
        const kept = sources.length ? items.filter((r) => sources.includes(r.source)) : items;
        // Pending (redemptions the desk has not decided) only while there are any.
        const filters = tabs.filter((key) => key !== 'pending' || counts.pending > 0);
        const filter = picked !== null && filters.includes(picked) ? picked : filters[0] ?? 'all';
        const shown = filter === 'all' ? kept : kept.filter((r) => r.state === filter);
        return (
          <div className="rewards">
            <h2 className="rc-title">{t('rewards.history')}</h2>
            {filters.length > 1 ? (
              <Tabs
                label={t('rewards.tabs')}
                idBase="rewards"
                selected={filter}
                onSelect={(key) => setFilter(key as Filter)}
                items={filters.map((key) => ({ key, label: t(key === 'all' ? 'rewards.tab.all' : `rewards.state.${key}`), badge: key === 'all' || counts[key] === 0 ? null : <span className="badge">{counts[key]}</span> }))}
              />
            ) : null}
            <TabPanel idBase="rewards" tabKey={filter}>
              {shown.length ? (
                <ul className="rewards-list" aria-label={t('rewards.list')}>
                  {shown.map((r) => <RewardRow key={r.id} reward={r} />)}
                </ul>
              ) : <EmptyState title={t('rewards.empty')} />}
            </TabPanel>
          </div>
        );
      }}
    </WithRewards>
    </div>
  );
}
