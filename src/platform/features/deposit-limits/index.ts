/** What the rest of the platform may use from the deposit-limits feature; its other files are its own. */
export { createDepositLimitRoutes } from './routes.ts';
export { assertWithinLimits } from './service.ts';
export { createDepositLimitsStore } from './store.ts';
export type { DepositLimitsStore } from './store.ts';
