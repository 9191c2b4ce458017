import { defineFeature } from '../../feature.ts';
import { createDeskFeedbackRoutes } from './desk-routes.ts';
import { createFeedbackRoutes } from './routes.ts';
import { createFeedbackStore, type FeedbackStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Members' feedback and the desk's replies. */
    feedback: FeedbackStore;
  }
}

export const feature = defineFeature({
  name: 'feedback',
  needs: ['desk', 'members', 'withdrawals'],
  stores: (db) => ({
    feedback: createFeedbackStore(db),
  }),
  routes: [createFeedbackRoutes, createDeskFeedbackRoutes],
});
