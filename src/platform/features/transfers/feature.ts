import { defineFeature } from '../../feature.ts';
import { createTransferRoutes } from './routes.ts';
import { createTransfersStore, type TransfersStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Transfers to the upline or the downline (money through the ledger). */
    transfers: TransfersStore;
  }
}

export const feature = defineFeature({
  name: 'transfers',
  needs: ['members', 'protection', 'security-centre', 'sessions'],
  stores: (db) => ({
    transfers: createTransfersStore(db),
  }),
  routes: [createTransferRoutes],
});
