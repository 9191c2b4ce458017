import { defineFeature } from '../../feature.ts';
import { createDeskPointRoutes } from './desk-routes.ts';
import { createPointRoutes } from './routes.ts';
import { createPointsStore, type PointsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The points mall: the points ledger, live stock and redemptions. */
    points: PointsStore;
  }
}

export const feature = defineFeature({
  name: 'points',
  needs: ['desk', 'members', 'protection', 'security-centre'],
  stores: (db) => ({
    points: createPointsStore(db),
  }),
  routes: [createPointRoutes, createDeskPointRoutes],
});
