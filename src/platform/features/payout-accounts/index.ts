/** What the rest of the platform may use from the payout-accounts feature; its other files are its own. */
export { createPayoutAccountRoutes } from './routes.ts';
export { createPayoutAccountsStore } from './store.ts';
export type { PayoutAccount, PayoutAccountsStore } from './store.ts';
