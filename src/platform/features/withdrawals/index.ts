/** What the rest of the platform may use from the withdrawals feature; its other files are its own. */
export { createDeskWithdrawalRoutes } from './desk-routes.ts';
export { applyWithdrawalLedger } from './ledger.ts';
export { imageKind, readProof } from './proof.ts';
export { createWithdrawalRoutes } from './routes.ts';
export { assertMayWithdraw, startWithdrawalJob, withdrawalSettings, withdrawalsDisabled } from './service.ts';
export { createWithdrawalsStore } from './store.ts';
export type { Withdrawal, WithdrawalsStore } from './store.ts';
export { payoutAccountItem, sameName } from './views.ts';
