import { defineFeature } from '../../feature.ts';
import { createDepositLimitRoutes } from './routes.ts';
import { createDepositLimitsStore, type DepositLimitsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The member's deposit limits (UKGC RTS 12). */
    depositLimits: DepositLimitsStore;
  }
}

export const feature = defineFeature({
  name: 'deposit-limits',
  needs: ['members'],
  stores: (db) => ({
    depositLimits: createDepositLimitsStore(db),
  }),
  routes: [createDepositLimitRoutes],
});
