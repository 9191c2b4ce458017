/** What the rest of the platform may use from the bet-records feature; its other files are its own. */
export { createBetRecordRoutes } from './routes.ts';
export { PROMOTION_KINDS, parseCategory } from './service.ts';
export { createBetRecordsStore } from './store.ts';
export type { BetRecordsStore, CategoryFilter, RoundSums } from './store.ts';
