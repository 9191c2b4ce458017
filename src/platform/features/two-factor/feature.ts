import { defineFeature } from '../../feature.ts';
import { createTwoFactorRoutes } from './routes.ts';
import { createTotpStore, type TotpStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    totp: TotpStore;
  }
}

export const feature = defineFeature({
  name: 'two-factor',
  needs: ['members', 'security-centre'],
  stores: (db) => ({
    totp: createTotpStore(db),
  }),
  routes: [createTwoFactorRoutes],
});
