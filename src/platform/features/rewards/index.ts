/** What the rest of the platform may use from the rewards feature; its other files are its own. */
export { claimReward, redeemPromoCode } from './claims.ts';
export { rewardsOf } from './service.ts';
