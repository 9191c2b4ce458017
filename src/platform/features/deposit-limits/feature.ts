import { defineFeature } from '../../feature.ts';
import { createDepositLimitRoutes } from './routes.ts';
import { createPlayLimitRoutes } from './play-routes.ts';
import { createDepositLimitsStore, type DepositLimitsStore } from './store.ts';
import { createPlayLimitsStore, type PlayLimitsStore } from './play-store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The member's deposit limits (UKGC RTS 12). */
    depositLimits: DepositLimitsStore;
    /** The member's loss, wager and session-time limits (UKGC RTS 12, GLI-19 A.3.7). */
    playLimits: PlayLimitsStore;
  }
}

export const feature = defineFeature({
  name: 'deposit-limits',
  needs: ['members', 'protection'],
  stores: (db) => ({
    depositLimits: createDepositLimitsStore(db),
    playLimits: createPlayLimitsStore(db),
  }),
  routes: [createDepositLimitRoutes, createPlayLimitRoutes],
});
