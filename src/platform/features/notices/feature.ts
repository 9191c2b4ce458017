import { defineFeature } from '../../feature.ts';
import { createNoticeRoutes } from './routes.ts';
import { createAnnouncementsStore, type AnnouncementsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    announcements: AnnouncementsStore;
  }
}

export const feature = defineFeature({
  name: 'notices',
  needs: [],
  stores: (db) => ({
    announcements: createAnnouncementsStore(db),
  }),
  routes: [createNoticeRoutes],
});
