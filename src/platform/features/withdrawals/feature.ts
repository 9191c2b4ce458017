import { defineFeature } from '../../feature.ts';
import { createDeskWithdrawalRoutes } from './desk-routes.ts';
import { createWithdrawalRoutes } from './routes.ts';
import { startWithdrawalJob } from './service.ts';
import { createWithdrawalsStore, type WithdrawalsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    withdrawals: WithdrawalsStore;
  }
}

export const feature = defineFeature({
  name: 'withdrawals',
  needs: ['desk', 'history', 'members', 'payout-accounts', 'protection', 'security-centre', 'sessions'],
  stores: (db) => ({
    withdrawals: createWithdrawalsStore(db),
  }),
  routes: [createWithdrawalRoutes, createDeskWithdrawalRoutes],
  jobs: [
    // Unanswered withdrawal confirmations count as received.
    { option: 'withdrawalJobMs', everyMs: 5000, label: 'withdrawal job', start: startWithdrawalJob },
  ],
});
