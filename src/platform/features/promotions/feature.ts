import { defineFeature } from '../../feature.ts';
import { createDeskPromotionRoutes } from './desk-routes.ts';
import { createPromotionRoutes } from './routes.ts';
import { createPromotionsStore, type PromotionsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Promotion applications, opt-ins and raffle draws (migration 520). */
    promotions: PromotionsStore;
  }
}

export const feature = defineFeature({
  name: 'promotions',
  needs: ['desk', 'members', 'merchant-assets', 'protection', 'sessions', 'withdrawals'],
  stores: (db) => ({
    promotions: createPromotionsStore(db),
  }),
  routes: [createPromotionRoutes, createDeskPromotionRoutes],
});
