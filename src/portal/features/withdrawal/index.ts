// withdrawal: the member centre's withdraw page in three blocks (the summary of balance and rules,
// the request form, the member's withdrawals with the confirmation of a payout:
// flows/withdrawalConfirmation.machine.ts with actors.ts) and the two security-centre parts
// withdrawals need: the transaction password and the payout accounts. Each is its own chunk; the
// blocks load them through these loaders.
export const loadWithdrawalPage = () => import('./WithdrawalPage.tsx');
export const loadWithdrawalSummary = () => import('./WithdrawalSummary.tsx');
export const loadWithdrawalHistory = () => import('./WithdrawalHistory.tsx');
export const loadPaymentPassword = () => import('./PaymentPassword.tsx');
export const loadPayoutAccounts = () => import('./PayoutAccounts.tsx');
