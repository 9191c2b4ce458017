import { defineFeature } from '../../feature.ts';
import { createMissionRoutes } from './routes.ts';
import { createMissionsStore, type MissionsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Mission progress, leaderboards and claims (migration 530). */
    missions: MissionsStore;
  }
}

export const feature = defineFeature({
  name: 'missions',
  needs: ['point-mall', 'referrals', 'rewards', 'team', 'withdrawals'],
  stores: (db) => ({
    missions: createMissionsStore(db),
  }),
  routes: [createMissionRoutes],
});
