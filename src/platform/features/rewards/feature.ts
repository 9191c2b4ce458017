import { defineFeature } from '../../feature.ts';
import { createRewardClaimsStore, type RewardClaimsStore } from './claims-store.ts';
import { createRewardsStore, type RewardsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The reward centre's ledger reads. */
    rewards: RewardsStore;
    rewardClaims: RewardClaimsStore;
  }
}

export const feature = defineFeature({
  name: 'rewards',
  needs: ['bet-records', 'members', 'missions', 'protection', 'rebates', 'referrals', 'withdrawals'],
  stores: (db) => ({
    rewards: createRewardsStore(db),
    rewardClaims: createRewardClaimsStore(db),
  }),
});
