import { defineFeature } from '../../feature.ts';
import { createMemberRoutes } from './routes.ts';
import { createMembersStore, type MembersStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    members: MembersStore;
  }
}

export const feature = defineFeature({
  name: 'members',
  needs: ['protection', 'referrals', 'register-links', 'sessions'],
  stores: (db) => ({
    members: createMembersStore(db),
  }),
  routes: [createMemberRoutes],
});
