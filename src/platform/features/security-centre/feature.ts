import { defineFeature } from '../../feature.ts';
import { createSecurityRoutes } from './routes.ts';
import { createMemberSecurityStore, type MemberSecurityStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The security centre: recovery codes, codes for a new mobile or email (migration 350). */
    memberSecurity: MemberSecurityStore;
  }
}

export const feature = defineFeature({
  name: 'security-centre',
  needs: ['members', 'sessions', 'withdrawals'],
  stores: (db) => ({
    memberSecurity: createMemberSecurityStore(db),
  }),
  routes: [createSecurityRoutes],
});
