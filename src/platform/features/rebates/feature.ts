import { defineFeature } from '../../feature.ts';
import { createDeskRebateRoutes } from './desk-routes.ts';
import { createRebateRoutes } from './routes.ts';
import { createRebatesStore, type RebatesStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Rebate levels and claims. */
    rebates: RebatesStore;
  }
}

export const feature = defineFeature({
  name: 'rebates',
  needs: ['desk', 'withdrawals'],
  stores: (db) => ({
    rebates: createRebatesStore(db),
  }),
  routes: [createRebateRoutes, createDeskRebateRoutes],
});
