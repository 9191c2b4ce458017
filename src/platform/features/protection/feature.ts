import { defineFeature } from '../../feature.ts';
import { createProtectionRoutes } from './routes.ts';
import { createProtectionStore, type ProtectionStore } from './store.ts';
import { createLiftStore, type LiftStore } from './lift-store.ts';
import { createExclusionRegisterStore, type ExclusionRegisterStore } from './register-store.ts';
import { createDeskProtectionRoutes } from './desk-routes.ts';

declare module '../../stores.ts' {
  interface Stores {
    protection: ProtectionStore;
    protectionLifts: LiftStore;
    exclusionRegister: ExclusionRegisterStore;
  }
}

export const feature = defineFeature({
  name: 'protection',
  needs: ['deposits', 'desk', 'members', 'withdrawals'],
  stores: (db) => ({
    protection: createProtectionStore(db),
    protectionLifts: createLiftStore(db),
    exclusionRegister: createExclusionRegisterStore(db),
  }),
  routes: [createProtectionRoutes, createDeskProtectionRoutes],
});
