import { defineFeature } from '../../feature.ts';
import { createBetRecordRoutes } from './routes.ts';
import { createBetRecordsStore, type BetRecordsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Bet records and profit and loss: rounds and wallet sums by range. */
    betRecords: BetRecordsStore;
  }
}

export const feature = defineFeature({
  name: 'bet-records',
  needs: ['history'],
  stores: (db) => ({
    betRecords: createBetRecordsStore(db),
  }),
  routes: [createBetRecordRoutes],
});
