import { defineFeature } from '../../feature.ts';
import { createStatementRoutes } from './routes.ts';
import { createStatementStore, type StatementStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The member's statement: balances at a moment and sums by kind over the wallet's ledger entries. */
    statements: StatementStore;
  }
}

export const feature = defineFeature({
  name: 'statements',
  needs: ['history'],
  stores: (db) => ({
    statements: createStatementStore(db),
  }),
  routes: [createStatementRoutes],
});
