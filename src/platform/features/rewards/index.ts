/** What the rest of the platform may use from the rewards feature; its other files are its own. */
export { createRewardClaimsStore } from './claims-store.ts';
export type { RewardClaimsStore } from './claims-store.ts';
export { claimReward, redeemPromoCode } from './claims.ts';
export { rewardsOf } from './service.ts';
export { createRewardsStore } from './store.ts';
export type { RewardsStore } from './store.ts';
