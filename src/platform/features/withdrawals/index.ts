/** What the rest of the platform may use from the withdrawals feature; its other files are its own. */
export { applyWithdrawalLedger } from './ledger.ts';
export { imageKind, readProof } from './proof.ts';
export { assertMayWithdraw, bonusMultiplier, defaultBonusTurnover, payOutOnExclusion, withdrawalSettings, withdrawalsDisabled } from './service.ts';
export { recordBonusTurnover, type BonusTurnover } from './turnover-store.ts';
export type { Withdrawal } from './store.ts';
export { payoutAccountItem, sameName } from './views.ts';
