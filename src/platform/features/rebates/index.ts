/** What the rest of the platform may use from the rebates feature; its other files are its own. */
export { createDeskRebateRoutes } from './desk-routes.ts';
export { createRebateRoutes } from './routes.ts';
export { claimable, minClaimMinor, rebateSettings } from './service.ts';
export { createRebatesStore } from './store.ts';
export type { RebatesStore } from './store.ts';
