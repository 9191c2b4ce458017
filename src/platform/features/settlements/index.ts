/** What the rest of the platform may use from the settlements feature; its other files are its own. */
export { createDeskSettlementRoutes } from './desk-routes.ts';
export { createSettlementRoutes } from './routes.ts';
export { startSettlementJob } from './service.ts';
export { createSettlementsStore } from './store.ts';
export type { SettlementsStore } from './store.ts';
