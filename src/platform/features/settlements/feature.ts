import { defineFeature } from '../../feature.ts';
import { createDeskSettlementRoutes } from './desk-routes.ts';
import { createSettlementRoutes } from './routes.ts';
import { startSettlementJob } from './service.ts';
import { createSettlementsStore, type SettlementsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Contract settlements: agents' salaries and dividends per period. */
    settlements: SettlementsStore;
  }
}

export const feature = defineFeature({
  name: 'settlements',
  needs: ['agent-contracts', 'desk', 'history'],
  stores: (db) => ({
    settlements: createSettlementsStore(db),
  }),
  routes: [createSettlementRoutes, createDeskSettlementRoutes],
  jobs: [
    // Pays agents' salaries and dividends of closed periods.
    { option: 'settlementJobMs', everyMs: 30000, label: 'settlement job', start: startSettlementJob },
  ],
});
