import { defineFeature } from '../../feature.ts';
import { createProtectionRoutes } from './routes.ts';
import { createProtectionStore, type ProtectionStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    protection: ProtectionStore;
  }
}

export const feature = defineFeature({
  name: 'protection',
  needs: ['deposits', 'members'],
  stores: (db) => ({
    protection: createProtectionStore(db),
  }),
  routes: [createProtectionRoutes],
});
