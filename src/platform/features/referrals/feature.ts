import { defineFeature } from '../../feature.ts';
import { createReferralRewardsStore, type ReferralRewardsStore } from './rewards-store.ts';
import { startReferralRewardJob } from './rewards.ts';
import { createReferralRoutes } from './routes.ts';
import { createReferralsStore, type ReferralsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Members' own invite codes and the friends who registered through them. */
    referrals: ReferralsStore;
    referralRewards: ReferralRewardsStore;
  }
}

export const feature = defineFeature({
  name: 'referrals',
  needs: ['withdrawals'],
  stores: (db) => ({
    referrals: createReferralsStore(db),
    referralRewards: createReferralRewardsStore(db),
  }),
  routes: [createReferralRoutes],
  jobs: [
    // Pays the referral rewards friends reached.
    { option: 'referralJobMs', everyMs: 30000, label: 'referral reward job', start: startReferralRewardJob },
  ],
});
