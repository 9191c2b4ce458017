import { defineFeature } from '../../feature.ts';
import { createDeskPlayerRoutes } from './desk-routes.ts';
import { createPlayerSearchStore, type PlayerSearchStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The desk's member search (username, mobile, email). */
    playerSearch: PlayerSearchStore;
  }
}

export const feature = defineFeature({
  name: 'player-view',
  needs: ['desk'],
  stores: (db) => ({ playerSearch: createPlayerSearchStore(db) }),
  routes: [createDeskPlayerRoutes],
});
