import { defineFeature } from '../../feature.ts';
import { createDeskPointMallRoutes } from './desk-routes.ts';
import { createPointMallRoutes } from './routes.ts';
import { createPointMallStore, type PointMallStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The point mall: the points ledger, live stock and redemptions. */
    pointMall: PointMallStore;
  }
}

export const feature = defineFeature({
  name: 'point-mall',
  needs: ['desk', 'members', 'protection', 'security-centre'],
  stores: (db) => ({
    pointMall: createPointMallStore(db),
  }),
  routes: [createPointMallRoutes, createDeskPointMallRoutes],
});
