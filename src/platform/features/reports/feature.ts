import { defineFeature } from '../../feature.ts';
import { createDeskReportRoutes } from './desk-routes.ts';
import { createReportStore, type ReportStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The desk report's sums over the merchant's member-wallet ledger entries. */
    reports: ReportStore;
  }
}

export const feature = defineFeature({
  name: 'reports',
  needs: ['desk', 'statements', 'team'],
  stores: (db) => ({ reports: createReportStore(db) }),
  routes: [createDeskReportRoutes],
});
