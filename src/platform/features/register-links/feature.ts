import { defineFeature } from '../../feature.ts';
import { createRegisterLinkRoutes } from './routes.ts';
import { createRegisterLinksStore, type RegisterLinksStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Agents' invite links. */
    registerLinks: RegisterLinksStore;
  }
}

export const feature = defineFeature({
  name: 'register-links',
  needs: [],
  stores: (db) => ({
    registerLinks: createRegisterLinksStore(db),
  }),
  routes: [createRegisterLinkRoutes],
});
