import { defineFeature } from '../../feature.ts';
import { createDeskContractRoutes } from './desk-routes.ts';
import { createContractRoutes } from './routes.ts';
import { createContractsStore, type ContractsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Agent contracts and their audit trail. */
    contracts: ContractsStore;
  }
}

export const feature = defineFeature({
  name: 'agent-contracts',
  needs: ['desk'],
  stores: (db) => ({
    contracts: createContractsStore(db),
  }),
  routes: [createContractRoutes, createDeskContractRoutes],
});
