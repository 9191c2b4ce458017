import { defineFeature } from '../../feature.ts';
import { createHistoryRoutes } from './routes.ts';
import { createHistoryStore, type HistoryStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The member's history pages: wallet movements, deposits, withdrawals, rounds. */
    history: HistoryStore;
  }
}

export const feature = defineFeature({
  name: 'history',
  needs: [],
  stores: (db) => ({
    history: createHistoryStore(db),
  }),
  routes: [createHistoryRoutes],
});
