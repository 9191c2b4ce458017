import { defineFeature } from '../../feature.ts';
import { createMessageRoutes } from './routes.ts';
import { createMessagesStore, type MessagesStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    messages: MessagesStore;
  }
}

export const feature = defineFeature({
  name: 'messages',
  needs: ['sessions'],
  stores: (db) => ({
    messages: createMessagesStore(db),
  }),
  routes: [createMessageRoutes],
});
