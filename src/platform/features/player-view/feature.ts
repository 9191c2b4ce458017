import { defineFeature } from '../../feature.ts';
import { createDeskPlayerRoutes } from './desk-routes.ts';
import { createPlayerNotesRoutes } from './notes-routes.ts';
import { createPlayerNotesStore, type PlayerNotesStore } from './notes-store.ts';
import { createPlayerSearchStore, type PlayerSearchStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The desk's member search (username, mobile, email). */
    playerSearch: PlayerSearchStore;
    /** The desk's notes on members. */
    playerNotes: PlayerNotesStore;
  }
}

export const feature = defineFeature({
  name: 'player-view',
  needs: ['desk', 'statements', 'team'],
  stores: (db) => ({ playerSearch: createPlayerSearchStore(db), playerNotes: createPlayerNotesStore(db) }),
  routes: [createDeskPlayerRoutes, createPlayerNotesRoutes],
});
