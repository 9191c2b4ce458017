import { defineFeature } from '../../feature.ts';
import { createDeskDepositRoutes } from './desk-routes.ts';
import { createManualDepositsStore, type ManualDepositsStore } from './manual-store.ts';
import { createDepositRoutes } from './routes.ts';
import { startDepositJob } from './service.ts';
import { createDepositsStore, type DepositsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** Deposit requests and their provider callbacks. */
    deposits: DepositsStore;
    /** Manual bank transfers for the desk: the queue, receipts, the decision's row lock. */
    manualDeposits: ManualDepositsStore;
  }
}

export const feature = defineFeature({
  name: 'deposits',
  needs: ['deposit-limits', 'desk', 'history', 'members', 'protection', 'withdrawals'],
  stores: (db) => ({
    deposits: createDepositsStore(db),
    manualDeposits: createManualDepositsStore(db),
  }),
  routes: [createDepositRoutes, createDeskDepositRoutes],
  jobs: [
    // Expires deposits that got no callback.
    { option: 'depositJobMs', everyMs: 5000, label: 'deposit job', start: startDepositJob },
  ],
});
