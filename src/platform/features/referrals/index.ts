/** What the rest of the platform may use from the referrals feature; its other files are its own. */
export { referralRules } from './rewards.ts';
export { maskAccount, referrerFor } from './service.ts';
