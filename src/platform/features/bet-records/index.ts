/** What the rest of the platform may use from the bet-records feature; its other files are its own. */
export { PROMOTION_KINDS, parseCategory } from './service.ts';
export type { CategoryFilter, RoundSums } from './store.ts';
