/** What the rest of the platform may use from the deposits feature; its other files are its own. */
export { createDeskDepositRoutes } from './desk-routes.ts';
export { createManualDepositsStore } from './manual-store.ts';
export type { ManualDepositsStore } from './manual-store.ts';
export { createDepositRoutes } from './routes.ts';
export { closeCheckoutsForBreak, startDepositJob } from './service.ts';
export { createDepositsStore } from './store.ts';
export type { DepositsStore } from './store.ts';
