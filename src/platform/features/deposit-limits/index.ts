/** What the rest of the platform may use from the deposit-limits feature; its other files are its own. */
export { assertWithinLimits } from './service.ts';
export { assertBetWithinLimits, assertSessionWithinLimit, noPlayLimitsGate } from './play-service.ts';
export type { PlayLimitsStore } from './play-store.ts';
