/** What the rest of the platform may use from the payout-accounts feature; its other files are its own. */
export type { PayoutAccount } from './store.ts';
