import { defineFeature } from '../../feature.ts';
import { createPayoutAccountRoutes } from './routes.ts';
import { createPayoutAccountsStore, type PayoutAccountsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    payoutAccounts: PayoutAccountsStore;
  }
}

export const feature = defineFeature({
  name: 'payout-accounts',
  needs: ['security-centre', 'sessions', 'withdrawals'],
  stores: (db) => ({
    payoutAccounts: createPayoutAccountsStore(db),
  }),
  routes: [createPayoutAccountRoutes],
});
