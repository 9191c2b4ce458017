import { defineFeature } from '../../feature.ts';
import { createDeskAuditStore, type DeskAuditStore } from './audit-store.ts';
import { createDeskOperatorsStore, type DeskOperatorsStore } from './operators-store.ts';
import { createDeskRoutes } from './routes.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The payments desk (src/desk): operators with their sessions, and the audit log. */
    deskOperators: DeskOperatorsStore;
    deskAudit: DeskAuditStore;
  }
}

export const feature = defineFeature({
  name: 'desk',
  needs: [],
  stores: (db) => ({
    deskOperators: createDeskOperatorsStore(db),
    deskAudit: createDeskAuditStore(db),
  }),
  routes: [createDeskRoutes],
});
