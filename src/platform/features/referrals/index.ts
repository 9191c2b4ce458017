/** What the rest of the platform may use from the referrals feature; its other files are its own. */
export { createReferralRewardsStore } from './rewards-store.ts';
export type { ReferralRewardsStore } from './rewards-store.ts';
export { referralRules, startReferralRewardJob } from './rewards.ts';
export { createReferralRoutes } from './routes.ts';
export { maskAccount, referrerFor } from './service.ts';
export { createReferralsStore } from './store.ts';
export type { ReferralsStore } from './store.ts';
